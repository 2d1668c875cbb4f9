import { describe, expect, it } from 'vitest';
import { bindings, isBindingPath, placeholderProblems, placeholders, singleBinding, templateParts } from '../../src/manifest/placeholders.js';

describe('placeholders', () => {
  it('finds single-brace names in order, repeats kept', () => {
    expect(placeholders('ask {bot} to {message}')).toEqual(['bot', 'message']);
    expect(placeholders('{a} and {a}')).toEqual(['a', 'a']);
    expect(placeholders('play focus')).toEqual([]);
  });

  it('does not take {{bindings}} or malformed braces for placeholders', () => {
    expect(placeholders('open {{title}} now')).toEqual([]);
    expect(placeholders('{{title}} {bot}')).toEqual(['bot']);
    expect(placeholders('{the bot} {} {bot')).toEqual([]);
  });

  it('cuts a template into text and slots', () => {
    expect(templateParts('Opening {bot}.')).toEqual([
      { kind: 'text', text: 'Opening ' },
      { kind: 'slot', name: 'bot' },
      { kind: 'text', text: '.' },
    ]);
    expect(templateParts('{a}{b}')).toEqual([
      { kind: 'slot', name: 'a' },
      { kind: 'slot', name: 'b' },
    ]);
    expect(templateParts('keep {{x}} and {bad name}')).toEqual([{ kind: 'text', text: 'keep {{x}} and {bad name}' }]);
  });

  it('names malformed braces', () => {
    expect(placeholderProblems('ask {bot} to {message}')).toEqual([]);
    expect(placeholderProblems('ask {bot')).toEqual(['has a "{" without a matching "}"']);
    expect(placeholderProblems('ask bot}')).toEqual(['has a "}" without a matching "{"']);
    expect(placeholderProblems('ask {} now')).toEqual(['{} is not a valid placeholder: use {name} with letters, digits or _']);
    expect(placeholderProblems('open {{title}}')).toEqual(['{{title}} is a view binding, not a {placeholder}']);
  });
});

describe('bindings', () => {
  it('finds {{paths}} in view text, trimmed', () => {
    expect(bindings('{{product}} for {{ price }}')).toEqual(['product', 'price']);
    expect(bindings('In {{user.name}}')).toEqual(['user.name']);
    expect(bindings('{single}')).toEqual([]);
  });

  it('reads a bind that is exactly one binding', () => {
    expect(singleBinding('{{title}}')).toBe('title');
    expect(singleBinding(' {{ user.name }} ')).toBe('user.name');
    expect(singleBinding('title')).toBeNull();
    expect(singleBinding('{{a}} {{b}}')).toBeNull();
  });

  it('knows a well-formed path', () => {
    expect(isBindingPath('user.name')).toBe(true);
    expect(isBindingPath('people.0.name')).toBe(true);
    expect(isBindingPath('0.name')).toBe(false);
    expect(isBindingPath('a..b')).toBe(false);
    expect(isBindingPath('')).toBe(false);
    expect(isBindingPath('a b')).toBe(false);
  });
});
