// A selection's tool arguments: the intent's fixed arguments plus the extracted slots, held to the
// tool's effective input schema (the live one where the server gave one). The selector cannot
// override a fixed argument. Arguments the schema refuses make the selection no match.
import type { ValidateFunction } from 'ajv';

export function buildArguments(
  fixedArgs: Readonly<Record<string, unknown>>,
  slots: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return { ...slots, ...fixedArgs };
}

/** True when `validate` (null: the schema could not be compiled) accepts `args`. */
export function argumentsValid(validate: ValidateFunction | null, args: Record<string, unknown>): boolean {
  return validate !== null && validate(args) === true;
}
