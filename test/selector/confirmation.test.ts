import { describe, expect, it } from 'vitest';
import type { UiView } from '../../src/manifest/types.js';
import { bindConfirmation, fillText, readPath } from '../../src/selector/confirmation.js';

const view: UiView = {
  schemaVersion: 1,
  root: {
    type: 'card',
    title: 'Send to {{to}}',
    children: [
      { type: 'text', text: 'Message for {{to}}: “{{text}}” ({{meta.priority}}, {{missing}})' },
      { type: 'textField', bind: '{{text}}', label: 'Message', required: true },
      { type: 'toggle', bind: '{{urgent}}', label: 'Urgent', visibleIf: '{{urgent}}' },
    ],
    footer: [{ type: 'actions', items: [{ label: 'Send to {{to}}', role: 'confirm' }, { label: 'Cancel', role: 'cancel' }] }],
  },
};

describe('bindConfirmation', () => {
  it('fills display text, keeps bind and visibleIf, and leaves the view untouched', () => {
    const out = bindConfirmation(view, { to: 'Sam', text: 'on my way', meta: { priority: 'high' } });
    expect(out.root.title).toBe('Send to Sam');
    const children = out.root.children as { text?: string; bind?: string; visibleIf?: string }[];
    expect(children[0]!.text).toBe('Message for Sam: “on my way” (high, )');
    expect(children[1]!.bind).toBe('{{text}}');
    expect(children[2]!.visibleIf).toBe('{{urgent}}');
    expect(JSON.stringify(out.root.footer)).toContain('Send to Sam');
    expect(view.root.title).toBe('Send to {{to}}');
  });
});

describe('fillText', () => {
  it('renders numbers and booleans, absent values as ""', () => {
    expect(fillText('{{n}} {{b}} {{ x }}', { n: 3, b: true })).toBe('3 true ');
  });
});

describe('readPath', () => {
  it('reads dotted paths and array indexes, never inherited properties', () => {
    expect(readPath({ a: { b: [{ c: 1 }] } }, 'a.b.0.c')).toBe(1);
    expect(readPath({}, 'constructor')).toBeUndefined();
    expect(readPath({ a: 1 }, 'a.b')).toBeUndefined();
  });
});
