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
      // Cherokee (capitals, whose small letters the key folds to), Lisu, Coptic, Latin small capitals.
      [
        '\u13AA\u13F4\u13DF\u13A0\u13AC\u13BB\u13AB\u13E6\u13DE\u13B7\u13E2\u13A1\u13DA\u13A2\u13D9\u13B3\u13A9\u13C3',
        'abcdehjklmprstvwyz',
      ],
      [
        '\uA4EE\uA4D0\uA4DA\uA4D3\uA4F0\uA4DD\uA4D6\uA4E7\uA4F2\uA4D9\uA4D7\uA4E1\uA4DF\uA4E0\uA4F3\uA4D1\uA4E3\uA4E2\uA4D4\uA4F4\uA4E6\uA4EA\uA4EB\uA4EC\uA4DC',
        'abcdefghijklmnoprstuvwxyz',
      ],
      ['\u2C80\u2C82\u2CA4\u2C8E\u2C92\u2C94\u2C98\u2C9A\u2C9E\u2CA2\u2CA6\u2CAC\u2CA8\u2C8C', 'abchikmnoptxyz'],
      [
        '\u1D00\u0299\u1D04\u1D05\u1D07\uA730\u0262\u029C\u026A\u1D0A\u1D0B\u029F\u1D0D\u0274\u1D0F\u1D18\u0280\uA731\u1D1B\u1D1C\u1D20\u1D21\u028F\u1D22',
        'abcdefghijklmnoprstuvwyz',
      ],
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

  it('drops the characters that shape letters, which the stored name keeps', () => {
    // Zero-width non-joiner and joiner, a Mongolian free variation selector, an ideographic one.
    for (const shaping of ['\u200C', '\u200D', '\u180B', '\u{E0100}']) {
      expect(checkPublicName(`Paul${shaping} Smith`), shaping.codePointAt(0)!.toString(16)).toEqual({ value: `Paul${shaping} Smith` });
      expect(nameKey(`Paul${shaping} Smith`)).toBe('paul smith');
      expect(nameKey(`Paul ${shaping} Smith`)).toBe('paul smith');
    }
    expect(checkPublicName('\u200C \u200D')).toEqual({ problem: PUBLIC_NAME_MESSAGES.blank });
    expect(reservedName('Anonymous\u200C')).toBe('anonymous');
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

  it('reads Lisu, Cherokee and Coptic letters and Latin small capitals as the Latin letters they look like', () => {
    for (const name of [
      '\uA4EEnonymous',
      '\u13AAnonymous',
      '\u2C80nonymous',
      '\u1D00nonymous',
      '\u1D00\u0274\u1D0F\u0274\u028F\u1D0D\u1D0F\u1D1C\uA731',
    ])
      expect(reservedName(name), name).toBe('anonymous');
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

  it('refuses a word mixing Latin with any other script, or a look-alike script with another', () => {
    // Lisu, Cherokee, Coptic, Georgian, Han in a Latin word; Greek with Cyrillic; Cherokee with Han.
    for (const name of [
      '\uA4D1aul',
      'Pau\uA4E1',
      '\u13A2om',
      'T\u2C9Fm',
      'Pa\u10E3l',
      'Jo\u5C71',
      '\u0391\u043D\u043D\u0430',
      '\u13A2\u5C71',
    ])
      expect(checkPublicName(name), name).toEqual({ problem: PUBLIC_NAME_MESSAGES.mixedScripts });
  });

  it('splits words at anything but letters and marks, so hyphenated words of two scripts pass', () => {
    for (const name of [
      '\u0395\u03BB\u03AD\u03BD\u03B7-Maria',
      'Anne-\u0418\u0432\u0430\u043D',
      "O'\u0418\u0432\u0430\u043D",
      '\u5C71\u7530\u305F\u308D\u3046 Taro',
      '\uAE40\u91D1',
    ])
      expect(checkPublicName(name), name).toEqual({ value: name });
    expect(checkPublicName('Pa-\u03C5l')).toEqual({ problem: PUBLIC_NAME_MESSAGES.mixedScripts });
  });

  it('refuses symbols outside ASCII that are not emoji, control, private-use and unassigned characters', () => {
    // A musical symbol drawn blank, a mathematical and a modifier symbol, a private-use
    // character, an unassigned code point, a control character.
    for (const name of ['Anonymous\u{1D159}', 'Paul \u2200', 'Paul\u02C2', 'Paul\uE000', 'Paul\u0378', 'Paul\u0007'])
      expect(checkPublicName(name), name.codePointAt(name.length - 1)!.toString(16)).toEqual({ problem: PUBLIC_NAME_MESSAGES.symbols });
    for (const name of [
      'Jane \u{1F33B}',
      'The \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Family',
      'Jo + Sam',
      'Jo & Sam',
      'Ana \u{1F1EA}\u{1F1F8}',
      'Paul Smith, 2nd.',
      '\u00A9 Jo',
    ])
      expect(checkPublicName(name), name).toEqual({ value: name });
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
