// asr.vocabulary: recognition hints sent to the speech provider, which splits on commas.
import { invisibleCharacter, codePointLength } from '../text.js';
import { at } from '../paths.js';
import { asList, own, type Rule } from './context.js';

export const asrRules: Rule = (ctx) => {
  const vocabulary = own(own(ctx.manifest, 'asr'), 'vocabulary');
  // Bounded: the schema already reports a list over 50; looking further adds only noise.
  asList(vocabulary).slice(0, 51).forEach((term, i) => {
    if (typeof term !== 'string') return;
    const path = at('asr.vocabulary', i);
    const trimmed = term.trim();
    if (trimmed === '' || codePointLength(trimmed) > 80) ctx.report(path, 'must be 1 to 80 characters after trimming');
    else if (term.includes(',')) ctx.report(path, 'must not contain a comma');
    else {
      const hidden = invisibleCharacter(term);
      if (hidden) ctx.report(path, `contains ${hidden}`);
    }
  });
};
