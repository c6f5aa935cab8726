/** Messages sent through the contact form (spec entity Contact message). */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono'),
    asunto: text('asunto'),
    mensaje: text('mensaje').notNull(),
    /** consulta, soporte, publicidad, sugerencia or reporte. */
    tipo: text('tipo').notNull().default('consulta'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt.desc())],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
