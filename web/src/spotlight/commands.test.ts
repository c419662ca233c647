import { describe, expect, it } from 'vitest';
import { commandsFor } from './commands.ts';

describe('the command palette’s screens', () => {
  it('name each screen so it can be told apart: no menu label several menus share (‘Lista’, ‘Dodaj’)', () => {
    const commands = commandsFor({ catalogue: true, pathname: '/dashboard' });
    const labels = commands.map((command) => command.label);
    expect(labels).not.toContain('Lista');
    expect(labels).not.toContain('Dodaj');
    expect(commands.find((command) => command.to === '/files/models')?.label).toBe('Modele 3D');
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
    expect(repeated).toEqual([]);
  });
});
