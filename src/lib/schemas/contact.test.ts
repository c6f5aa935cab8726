import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';

const messagesOf = (value: unknown) =>
  contactSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('contactSchema', () => {
  it('trims the fields and defaults tipo to consulta', () => {
    expect(
      contactSchema.parse({ nombre: ' Ana ', email: ' ana@example.com ', mensaje: ' Hola ', telefono: '' }),
    ).toEqual({
      nombre: 'Ana',
      email: 'ana@example.com',
      mensaje: 'Hola',
      telefono: '',
      tipo: 'consulta',
    });
  });

  it('reports each required field in Spanish, once', () => {
    const required = [
      ['nombre', 'Escribe tu nombre.'],
      ['email', 'Escribe tu correo electrónico.'],
      ['mensaje', 'Escribe tu mensaje.'],
    ];
    expect(messagesOf({})).toEqual(required);
    expect(messagesOf({ nombre: '', email: '', mensaje: '   ' })).toEqual(required);
    expect(messagesOf({ nombre: 1, email: null, mensaje: 42 })).toEqual(required);
  });

  it.each(['809-555-0123', '+1 (809) 555 0123', '8095550123'])('accepts the phone %s', (telefono) => {
    expect(contactSchema.safeParse({ nombre: 'A', email: 'a@b.do', mensaje: 'M', telefono }).success).toBe(true);
  });

  it.each(['12', 'abc1234567'])('rejects the phone %s', (telefono) => {
    expect(messagesOf({ nombre: 'A', email: 'a@b.do', mensaje: 'M', telefono })).toEqual([
      ['telefono', 'Escribe un teléfono válido (solo números, espacios y + - ( )).'],
    ]);
  });
});
