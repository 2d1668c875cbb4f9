import { describe, expect, it } from 'vitest';
import { compileResponse, renderResponse } from '../../src/selector/response.js';

const render = (text: string, values: Record<string, unknown>) => renderResponse(compileResponse(text), values);

describe('renderResponse', () => {
  it('fills placeholders from slots and fixed arguments', () => {
    expect(render('Playing {playlist} on {device}.', { playlist: 'Focus', device: 'Kitchen' })).toBe('Playing Focus on Kitchen.');
    expect(render('Volume {level}%.', { level: 40 })).toBe('Volume 40%.');
  });

  it('renders an absent value empty without leaving stray spaces', () => {
    expect(render('Opening {bot} now.', {})).toBe('Opening now.');
    expect(render('Playing {playlist}.', {})).toBe('Playing.');
  });

  it('leaves view bindings and malformed braces alone', () => {
    expect(render('Say {{x}} and {not valid}', { x: 1 })).toBe('Say {{x}} and {not valid}');
  });
});
