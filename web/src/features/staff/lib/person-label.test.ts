import { personLabel } from './person-label';

describe('personLabel', () => {
  it('names a person by the names they gave, with the username beside them', () => {
    expect(personLabel({ username: 'rosa_p', name: 'Rosa Parkes' })).toBe('Rosa Parkes (rosa_p)');
  });
  it('names a person who gave no names, or an older server that sends none, by the username', () => {
    expect(personLabel({ username: 'rosa_p', name: 'rosa_p' })).toBe('rosa_p');
    expect(personLabel({ username: 'rosa_p' })).toBe('rosa_p');
  });
});
