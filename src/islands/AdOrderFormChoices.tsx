import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

interface Choice<V> {
  value: V;
  title: ReactNode;
  detail?: ReactNode;
  badge?: ReactNode;
}

interface ChoiceGroupProps<V> {
  legend: string;
  name: string;
  /** `checkbox`: several values; `radio`: one. */
  kind: 'checkbox' | 'radio';
  choices: readonly Choice<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  required?: boolean;
}

/** A fieldset of selectable cards (native checkboxes or radios, so the keyboard and screen readers work). */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  kind,
  choices,
  selected,
  onToggle,
  required,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-extrabold text-brand-900">
        {legend}
        {required && (
          <span className="text-accent-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked && 'bg-brand-50 ring-2 ring-brand-600',
              )}
            >
              <input
                type={kind}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onToggle(choice.value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                  {choice.title}
                  {choice.badge && (
                    <span className="rounded-full bg-accent-50 px-2 text-xs font-bold text-accent-700">
                      {choice.badge}
                    </span>
                  )}
                </span>
                {choice.detail && <span className="text-sm text-slate-600">{choice.detail}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
