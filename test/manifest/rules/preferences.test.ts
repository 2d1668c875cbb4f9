import { describe, expect, it } from 'vitest';
import { errorsAfter, type Json } from '../fixture.js';

const cases: [string, (m: Json) => void, string[]][] = [
  ['a name is an environment name', (m) => (m.preferences[1].name = '1VERBOSE'), ['preferences[1].name: must be an environment variable name: a letter, then letters, digits or _']],
  ['a title is required', (m) => delete m.preferences[1].title, ['preferences[1].title: is required']],
  ['the type is known', (m) => (m.preferences[1].type = 'checkbox'), ['preferences[1].type: must be one of "text", "password", "boolean", "select", "number"']],
  ['required is a boolean', (m) => (m.preferences[1].required = 'no'), ['preferences[1].required: must be a boolean']],
  ['a select needs options', (m) => delete m.preferences[0].options, ['preferences[0].options: a select preference needs at least one option']],
  ['a select needs non-empty options', (m) => (m.preferences[0].options = []), ['preferences[0].options: a select preference needs at least one option']],
  ['an option has a label', (m) => delete m.preferences[0].options[1].label, ['preferences[0].options[1].label: is required']],
  ['names are unique', (m) => (m.preferences[1].name = 'REGION'), ['preferences[1].name: repeats preference name "REGION"']],
  ['a default is a string, number or boolean', (m) => (m.preferences[1].default = [true]), ['preferences[1].default: must be a string, a number or a boolean']],
  ['a default fits the type', (m) => (m.preferences[1].default = 'yes'), ['preferences[1].default: must be a boolean for a boolean preference']],
  ['a number default is a number', (m) => m.preferences.push({ name: 'LIMIT', title: 'Limit', type: 'number', default: '10' }), ['preferences[2].default: must be a number for a number preference']],
  ['a select default is one of its options', (m) => (m.preferences[0].default = 'asia'), ['preferences[0].default: "asia" is not the value of one of the options']],
];

describe('preferences', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });
});
