/** The option builders: a choice option shows each choice's name and sends its value, in order; a range option keeps to its range. */
import { SlashCommandIntegerOption, SlashCommandStringOption } from '@discordjs/builders';
import { describe, expect, it } from 'vitest';
import { choiceOption, rangeOption } from '../../src/discord/command-builders.js';

describe('Option builders', () => {
  it('offers the choices in their order, each by its shown name with the value it sends, optional unless required', () => {
    const scope = choiceOption('scope', 'Where', { server: 'this server', global: 'global' })(new SlashCommandStringOption()).toJSON();
    expect(scope).toMatchObject({
      name: 'scope',
      description: 'Where',
      required: false,
      choices: [
        { name: 'this server', value: 'server' },
        { name: 'global', value: 'global' },
      ],
    });
    expect(choiceOption('style', 'Kind', { other: 'other' }, true)(new SlashCommandStringOption()).toJSON().required).toBe(true);
  });

  it('takes a whole number from the range, optional unless required', () => {
    const edge = rangeOption('edge', 'Your edge', { min: 1, max: 4 })(new SlashCommandIntegerOption()).toJSON();
    expect(edge).toMatchObject({ name: 'edge', description: 'Your edge', required: false, min_value: 1, max_value: 4 });
    expect(rangeOption('days', 'Days', { min: 1, max: 14 }, true)(new SlashCommandIntegerOption()).toJSON().required).toBe(true);
  });
});
