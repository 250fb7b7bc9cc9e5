import { personName, personNameProblem } from './text-guards';

describe('person names', () => {
  it.each(['Mei', "O'Brien", 'Anne-Marie', 'Chan Tai Man', '陳大文', 'Chan 陳大文', 'José', 'Müller', 'St. John', 'Ngô Thị'])('accepts %s', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    ['Mei 😀', 'hardening.text.emoji'],
    ['🇭🇰', 'hardening.text.emoji'],
    ["' OR '1'='1", 'hardening.text.characters'],
    ['Robert"); DROP TABLE registrations;--', 'hardening.text.characters'],
    ['Mei2', 'hardening.text.characters'],
    ['<b>Mei</b>', 'hardening.text.characters'],
    ['Mei\u202Eiem', 'hardening.text.characters'],
    ['Pаypal', 'hardening.text.mixedScripts'],
    ['Αlice', 'hardening.text.mixedScripts'],
  ])('refuses %s', (name, message) => {
    expect(personNameProblem(name)).toBe(message);
  });

  it('gives the message id through zod', () => {
    const schema = personName('registration.error.firstName', 50);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('registration.error.firstName');
    expect(schema.safeParse('Mei 😀').error?.issues[0]?.message).toBe('hardening.text.emoji');
    expect(schema.parse('  Mei  ')).toBe('Mei');
  });
});
