/**
 * The API's messages in Spanish for a client that asks for it (`Accept-Language: es`), and DRF's
 * English, unchanged, for every other: every message the contract and the services write has
 * its Spanish, and the replies carry it on both engines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '@onepair/contract';
import { languageOfAcceptLanguage, MESSAGES, messageForRule, translateMessage, VALIDATION_MESSAGES } from '@onepair/contract';
import { ADMIN, logIn, signUpAndLogIn, useTestApp, type TestApp } from '../helpers.js';
import englishDocuments from '../../src/i18n/catalogues/en/documents.js';
import englishMail from '../../src/i18n/catalogues/en/mail.js';
import { documentWords, mailText } from '../../src/i18n/translation.js';

let t: TestApp;
useTestApp((fixture) => ({ t } = fixture));

const inSpanish = (message: string) => translateMessage(message, 'es');

/** Sample values for the contract's messages that take some: each call's message must translate. */
const SAMPLE_CALLS: Record<string, unknown[][]> = {
  'OUTBOX_MESSAGES.notFailed': [['pending'], ['sent']],
  'MAIL_TEMPLATE_MESSAGES.unknownPlaceholder': [['nmae', ['name', 'link']]],
  'MAIL_TEMPLATE_MESSAGES.requiredPlaceholder': [['link']],
  'MAIL_TEMPLATE_MESSAGES.bodyOnlyPlaceholder': [['address']],
  'CLIENT_MESSAGES.notApproved': [['pending'], ['rejected'], ['suspended']],
  'PARTNER_MESSAGES.notDecidable': [
    ['approve', 'approved'],
    ['suspend', 'rejected'],
  ],
  'PARTNER_MESSAGES.notApproved': [['pending'], ['suspended']],
};

describe('the Spanish catalogue of the API', () => {
  it("holds every message of the contract's groups, those with values for each sample", () => {
    const groups = Object.entries(contract).filter(([name]) => name === 'MESSAGES' || name.endsWith('_MESSAGES'));
    expect(groups.length).toBeGreaterThan(15);
    const untranslated: string[] = [];
    for (const [group, messages] of groups) {
      for (const [key, message] of Object.entries(messages as Record<string, unknown>)) {
        const samples = typeof message === 'function' ? SAMPLE_CALLS[`${group}.${key}`] : [[]];
        if (!samples) {
          untranslated.push(`${group}.${key}: give it sample values in SAMPLE_CALLS`);
          continue;
        }
        for (const values of samples) {
          const english = typeof message === 'function' ? (message as (...args: unknown[]) => string)(...values) : String(message);
          if (inSpanish(english) === english) untranslated.push(`${group}.${key}: ${english}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it("holds every schema rule's message, filling in the rule's values", () => {
    const rules = [
      { keyword: 'required', params: {} },
      ...['integer', 'number', 'boolean', 'string', 'array', 'object'].map((type) => ({ keyword: 'type', params: { type } })),
      { keyword: 'format', params: { format: 'date' } },
      { keyword: 'format', params: { format: 'email' } },
      { keyword: 'maxLength', params: { limit: 150 } },
      { keyword: 'minLength', params: { limit: 1 } },
      { keyword: 'minLength', params: { limit: 8 } },
      { keyword: 'maximum', params: { limit: 20 } },
      { keyword: 'minimum', params: { limit: 1 } },
      { keyword: 'multipleOf', params: { multipleOf: 0.25 } },
      { keyword: 'exclusiveMinimum', params: { limit: 0 } },
      { keyword: 'const', params: {} },
      { keyword: 'enum', params: { allowedValues: ['a', 'b'] } },
      { keyword: 'pattern', params: { pattern: contract.NO_NULL_CHARACTERS } },
      { keyword: 'pattern', params: { pattern: contract.PHONE_PATTERN } },
      { keyword: 'pattern', params: { pattern: '^x$' } },
      { keyword: 'unknown', params: {} },
      { keyword: 'maxItems', params: { limit: 100 }, message: 'must NOT have more than 100 items' },
      { keyword: 'minItems', params: { limit: 1 }, message: 'must NOT have fewer than 1 items' },
      { keyword: 'additionalProperties', params: {}, message: 'must NOT have additional properties' },
    ];
    for (const rule of rules) expect(inSpanish(messageForRule(rule)), rule.keyword).not.toBe(messageForRule(rule));
    expect(inSpanish('Ensure this field has no more than 150 characters.')).toBe('Este campo puede tener 150 caracteres como máximo.');
    // The most specific pattern wins: "greater than or equal to" is not read as "greater than".
    expect(inSpanish('Ensure this value is greater than or equal to 1.')).toBe('Este valor debe ser mayor o igual a 1.');
    expect(inSpanish('Ensure this value is greater than 0.')).toBe('Este valor debe ser mayor que 0.');
    expect(inSpanish('Enter a valid date-time.')).toBe('Escriba una fecha y hora válidas.');
    expect(inSpanish('Enter a valid color.')).toBe('Escriba un valor válido.');
    // Words that agree with their noun, and plurals.
    expect(inSpanish('This organisation is suspended: its members cannot add anyone.')).toBe(
      'Esta organización está suspendida: sus miembros no pueden agregar a nadie.',
    );
    expect(inSpanish('Only a claimed or shipped claim can do this; this one is delivered.')).toBe(
      'Solo un pedido sin enviar o enviado puede hacer esto; este está entregado.',
    );
    expect(inSpanish('There is no claim 4, 9.')).toBe('No existen los pedidos 4, 9.');
    expect(inSpanish('There is no claim 4.')).toBe('No existe el pedido 4.');
    // A message inside a message is translated; a value the request quoted is not.
    expect(inSpanish('The address for the notice: Enter a valid email address.')).toBe(
      'La dirección para el aviso: Escriba un correo electrónico válido.',
    );
    expect(inSpanish('Unsupported media type "Not found." in request.')).toBe(
      'La petición tiene un tipo de contenido que no se acepta: "Not found.".',
    );
    // A text longer than any message is left alone rather than tried against every pattern.
    const long = `Only a ${'claimed or '.repeat(500)}shipped claim can do this; this one is delivered.`;
    expect(inSpanish(long)).toBe(long);
  });

  it("holds every message the server's own code writes", () => {
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
    const skipped = /\/(db\/migrations|i18n|mail-templates|bench)\/|\/config\.ts$|seed|sample|pdf|packing-slips|outbox\/sender\.ts$/;
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (full.endsWith('.ts') && !skipped.test(full)) files.push(full);
      }
    };
    walk(source);
    // A sentence in quotes where a reply's message is written: thrown, put in an error map, or named as a constant.
    const context =
      /throw |errors(\.|\[)|validationError\(|permissionDenied\(|detail: |problems\.push\(|export const [A-Z_]+ =|^\s+return ['`]|^\s+['"`][A-Z]/;
    const sentence = /(['"`])([A-Z][^'"`]*?[.!?])\1/g;
    const untranslated: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!context.test(line) || /summary:|description:|log\.|new Error\(|\* /.test(line)) continue;
        // A route's documentation, written on lines of their own, is for the API's readers.
        if (file.endsWith('routes.ts') && /^\s+['"`]/.test(line)) continue;
        for (const [, , text] of line.matchAll(sentence)) {
          const english = text!.replace(/\$\{[^}]*\}/g, '7');
          if (english.split(' ').length < 2) continue;
          checked += 1;
          if (inSpanish(english) === english) untranslated.push(`${path.relative(source, file)}: ${english}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(60);
    expect(untranslated).toEqual([]);
  });

  it("has no key in the server's catalogues that no code uses (a missing one fails the type check)", () => {
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
    const code: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) {
          if (!full.endsWith(`${path.sep}catalogues`)) walk(full);
        } else if (full.endsWith('.ts')) code.push(readFileSync(full, 'utf8'));
      }
    };
    walk(source);
    const all = code.join('\n');
    const unused = [...Object.keys(englishMail), ...Object.keys(englishDocuments)].filter((key) => !all.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('fills the mail and documents with values as typed, escapes included', () => {
    expect(mailText('en', 'receipt.inMemoryOf', { name: 'Rosa \\u0041 \\x41' })).toBe('In memory of Rosa \\u0041 \\x41');
    expect(documentWords('es')('receiptPdf.voidedOn', { date: '2025-01-02', reason: 'Refunded \\u202e' })).toBe(
      'Este recibo se anuló el 2025-01-02: Refunded \\u202e',
    );
    expect(documentWords('es')('statementPdf.total', { count: 1 })).toBe('Total de 1 donación');
    expect(documentWords('en')('statementPdf.total', { count: 3 })).toBe('Total of 3 gifts');
  });

  it('reads the language from Accept-Language: the supported one with the highest weight, English otherwise', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('es')).toBe('es');
    expect(languageOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-CA, es;q=0.5')).toBe('es');
    expect(languageOfAcceptLanguage('en;q=0, es;q=0.1')).toBe('es');
    expect(languageOfAcceptLanguage('fr, de')).toBe('en');
    expect(languageOfAcceptLanguage('es;q=abc')).toBe('en');
    expect(languageOfAcceptLanguage(`${'fr;q=0.1,'.repeat(5000)}es`)).toBe('en');
  });
});

describe('error replies in the language asked for', () => {
  const spanish = { 'accept-language': 'es-MX,es;q=0.9' };

  it("answers a failed sign-in, a missing token and an unknown address in Spanish, and in DRF's English byte for byte otherwise", async () => {
    const wrong = { username: ADMIN.username, password: 'not the password' };
    const english = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: wrong });
    expect(english.body).toBe(JSON.stringify({ non_field_errors: [MESSAGES.loginFailed] }));
    expect(english.headers['content-language']).toBeUndefined();
    const inEnglishToo = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: wrong,
      headers: { 'accept-language': 'en-US,es;q=0.5' },
    });
    expect(inEnglishToo.body).toBe(english.body);

    const es = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: wrong, headers: spanish });
    expect(es.statusCode).toBe(400);
    expect(es.headers['content-language']).toBe('es');
    expect(es.json()).toEqual({ non_field_errors: ['No se puede iniciar sesión con los datos que escribió.'] });

    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: spanish });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ detail: 'Debe iniciar sesión para hacer esto.' });
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/nowhere/', headers: spanish });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ detail: 'No se encontró.' });
  });

  it("names each field of a refused form in Spanish, with the rule's values, and stores nothing", async () => {
    const payload = { username: 'x'.repeat(151), email: 'not an address', password: 'short' };
    const refused = await t.app.inject({ method: 'POST', url: '/auth/users/', payload, headers: spanish });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<Record<string, string[]>>();
    expect(body.username).toEqual(['Este campo puede tener 150 caracteres como máximo.']);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['username']));
    for (const messages of Object.values(body)) for (const message of messages) expect(inSpanish(message)).toBe(message);
    const english = await t.app.inject({ method: 'POST', url: '/auth/users/', payload });
    expect(english.json<Record<string, string[]>>().username).toEqual(['Ensure this field has no more than 150 characters.']);
    const users = await t.app.inject({
      method: 'GET',
      url: '/auth/users/',
      headers: { authorization: `Token ${(await logIn(t.app, ADMIN.username, ADMIN.password)).token}` },
    });
    expect(JSON.stringify(users.json())).not.toContain('x'.repeat(151));
  });

  it("translates a service's refusal about another user's record, and a body that is not JSON", async () => {
    const owner = await signUpAndLogIn(t.app, 'owner');
    const other = await signUpAndLogIn(t.app, 'other');
    const donation = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: { ...other.auth, ...spanish },
      payload: { donator: owner.donatorId, amount: 10, date: contract.todayIsoDate() },
    });
    expect(donation.statusCode).toBe(403);
    expect(donation.json()).toEqual({ detail: 'Solo puede donar en su propio nombre.' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      headers: { ...spanish, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ detail: string }>().detail).toMatch(/^No se pudo leer el JSON: /);
    // A media type the request named is quoted as sent, whatever it says.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      headers: { ...spanish, 'content-type': 'text/Not found.' },
      payload: 'x',
    });
    expect(forged.statusCode).toBe(415);
    expect(forged.json()).toEqual({ detail: 'La petición tiene un tipo de contenido que no se acepta: "text/Not found.".' });
  });

  it('keeps a huge or forged Accept-Language harmless: English or Spanish, never a failure', async () => {
    for (const header of ['es'.repeat(4000), `${'x;q=2,'.repeat(1000)}es`, 'es;q=NaN', '\u00e9s', '*']) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { 'accept-language': header } });
      expect(response.statusCode, header.slice(0, 20)).toBe(403);
      expect([MESSAGES.notAuthenticated, 'Debe iniciar sesión para hacer esto.']).toContain(response.json<{ detail: string }>().detail);
    }
  });

  it('leaves a successful reply alone: only messages are translated', async () => {
    const glasses = await t.app.inject({ method: 'GET', url: '/api/glasses/', headers: spanish });
    expect(glasses.statusCode).toBe(200);
    expect(glasses.headers['content-language']).toBeUndefined();
    expect(glasses.body).toBe((await t.app.inject({ method: 'GET', url: '/api/glasses/' })).body);
    expect(VALIDATION_MESSAGES.required).toBe('This field is required.');
  });
});
