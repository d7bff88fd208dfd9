/**
 * The contract's name comparison on its own: `nameKey`, what usernames and public names are
 * compared by, and `reservedName`, the names nobody may take.
 */
import { describe, expect, it } from 'vitest';
import { checkPublicName, nameKey, PUBLIC_NAME_MESSAGES, reservedName, USERNAME_MESSAGES } from '@onepair/contract';

describe('nameKey', () => {
  it('reads Cyrillic, Greek and Armenian letters as the Latin letters they look like, in either case', () => {
    const alike: [string, string][] = [
      ['\u0410nonymous', 'Anonymous'], // Cyrillic А
      ['\u0420\u0430ul', 'Paul'], // Cyrillic Р, а
      ['\u0421\u041E\u0420\u0410', 'COPA'], // Cyrillic С О Р А
      ['\u0422\u0415\u0425\u0410\u0405', 'texas'], // Cyrillic Т Е Х А Ѕ
      ['\u041D\u041E\u0412\u041A\u041C', 'HOBKM'], // Cyrillic capitals whose small letters look like nothing Latin
      ['\u043D\u043E\u0432\u043A\u043C', 'hobkm'], // ... and those small letters, which keep one key with them
      ['\u0391\u0392\u0395\u0396\u0397\u0399\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A5\u03A7', 'abezhikmnoptyx'], // Greek capitals
      ['\u03B1\u03B9\u03BF\u03C1', 'aiop'], // Greek small alpha, iota, omicron, rho
      ['\u0585\u057D', 'ou'], // Armenian օ, ս
      ['\u0251\u0261', 'ag'], // Latin alpha and script g
      ['\uFF21\uD835\uDC00', 'aa'], // full-width and mathematical A, folded by NFKC
      ['Stra\u00DFe', 'STRASSE'],
      ['  Élise\u200B ', 'élise'],
    ];
    for (const [spoof, plain] of alike) expect(nameKey(spoof), spoof).toBe(nameKey(plain));
    expect(nameKey('\u0420\u0430ul')).toBe('paul');
  });

  it('keeps accents, ASCII as it is, and names of other scripts that look like no Latin name', () => {
    expect(nameKey('José')).not.toBe(nameKey('Jose'));
    // Cyrillic ё is е with a diaeresis: the Latin ë, not e.
    expect(nameKey('\u0451')).toBe('ë');
    expect(nameKey('\u0451')).not.toBe(nameKey('e'));
    // A username's key is its lower case (users.username_lower); 0, 1 and I are not folded here.
    for (const username of ['Bill', 'BiII', 'pau1', 'An0nymous', 'rn.m', 'Jo_Doe+1@x.org'])
      expect(nameKey(username)).toBe(username.toLowerCase());
    expect(nameKey('\u041D\u0430\u0442\u0430\u0448\u0430')).toBe(nameKey('\u041D\u0410\u0422\u0410\u0428\u0410'));
    expect(nameKey('\u041D\u0430\u0442\u0430\u0448\u0430')).not.toBe(nameKey('Natasha'));
  });

  it('drops characters that draw nothing or a blank, and makes runs of whitespace one space', () => {
    // Variation selector, combining grapheme joiner, Hangul filler, Braille blank, Mongolian
    // free variation selector, Khmer vowel inherent, soft hyphen.
    for (const invisible of ['\uFE0F', '\u034F', '\u3164', '\u2800', '\u180B', '\u17B4', '\u00AD'])
      expect(nameKey(`Paul${invisible} Smith${invisible}`), invisible.codePointAt(0)!.toString(16)).toBe('paul smith');
    expect(nameKey('Jane  Doe')).toBe(nameKey('Jane Doe'));
    expect(nameKey(' Jane\u00A0\u3000\tDoe ')).toBe('jane doe');
    expect(checkPublicName('  Jane   Doe\u3164 ')).toEqual({ value: 'Jane Doe' });
  });

  it('is the same for a key as for its name', () => {
    for (const name of ['\u0410nonymous', 'Раul Smith', 'ΝΙΚΟΣ', 'Straße', 'Ёлка', 'Élise Ünal', '\u0585\u057D'])
      expect(nameKey(nameKey(name)), name).toBe(nameKey(name));
  });
});

describe('reservedName', () => {
  it('refuses "Anonymous" and "(sample)" in any look-alike spelling, ASCII ones included', () => {
    for (const name of ['Anonymous', '\u0410nonymous', '\u0391\u039D\u039F\u039DYMOUS', 'Anonym0us', 'AN0NYRNOUS', 'Anonym\u043Eus'])
      expect(reservedName(name), name).toBe('anonymous');
    for (const name of ['Jo (sample)', 'Jo (samp1e)', 'Jo (SAMPIE)', 'Jo (\u0455\u0430mple)', 'Jo \uFF08sample\uFF09'])
      expect(reservedName(name), name).toBe('sample');
    for (const name of ['Anonymous Friend', 'Sample donor', 'Bill', 'Jo sample']) expect(reservedName(name), name).toBeUndefined();
  });

  it('reads small Greek "υ" and "ν" and the Cyrillic palochka as they look, and invisible characters as nothing', () => {
    for (const name of ['Anonymo\u03C5s', 'ANON\u03A5MOUS', 'Anonymous\uFE0F', 'Anony\u034Fmous', 'Anonymous\u2800'])
      expect(reservedName(name), name).toBe('anonymous');
    expect(reservedName('Jo (samp\u04CFe)')).toBe('sample');
    expect(reservedName('\u03A0\u03B1\u03CD\u03BB\u03BF\u03C2')).toBeUndefined();
  });

  it('has no username message for "(sample)", which a username cannot spell', () => {
    expect(Object.keys(USERNAME_MESSAGES).sort()).toEqual(['anonymous', 'publicName']);
  });
});

describe('checkPublicName', () => {
  it('refuses a word mixing Latin letters with Cyrillic, Greek or Armenian ones', () => {
    for (const name of ['Pa\u03C5l', 'Da\u03BDid', 'Pau\u04CF', '\u0420aul', 'J\u043Ehn Smith', 'Smith J\u0585hn'])
      expect(checkPublicName(name), name).toEqual({ problem: PUBLIC_NAME_MESSAGES.mixedScripts });
  });

  it('keeps names in one script, accents, and words of different scripts side by side', () => {
    for (const name of [
      '\u03A0\u03B1\u03CD\u03BB\u03BF\u03C2',
      '\u0418\u0432\u0430\u043D',
      'José',
      'Zoë',
      'Paul \u0418\u0432\u0430\u043D\u043E\u0432',
      "O'Brien-Smith 2nd",
      '\u0531\u0580\u0561\u0574',
    ])
      expect(checkPublicName(name), name).toEqual({ value: name });
  });
});
