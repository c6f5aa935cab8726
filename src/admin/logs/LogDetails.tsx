import { readableDetails } from './log-details.ts';

/**
 * A log entry's details: its sentence, or for JSON details the draw, each changed field as
 * "Números: 84-17-31 → 10-30-26" and the other facts; long values wrap instead of widening the page.
 */
export function LogDetails({ details }: { details: string }) {
  const { text, changes, facts } = readableDetails(details);
  return (
    <div className="grid gap-1 wrap-anywhere">
      {text && <p className="text-slate-900">{text}</p>}
      {changes.length > 0 && (
        <ul aria-label="Cambios" className="grid gap-0.5">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="font-semibold text-slate-700">{change.field}:</span>{' '}
              <del className="text-slate-500">{change.before}</del> →{' '}
              <ins className="font-semibold text-slate-900 no-underline">{change.after}</ins>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <dl className="grid gap-0.5 text-xs text-slate-600">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="inline font-semibold">{fact.label}:</dt>{' '}
              <dd className="inline">
                {fact.href ? (
                  <a href={fact.href} title={fact.href} target="_blank" rel="noreferrer" className="underline">
                    {fact.value}
                  </a>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
