import { Field } from './Field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select.tsx';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  /** The choices, in order: the value sent and the text shown. */
  options: readonly { value: V; label: string }[];
  required?: boolean;
  error?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/** A labelled select (`Field` around a Radix `Select`) over a fixed list of options. */
export function SelectField<V extends string>({
  label,
  value,
  onValueChange,
  options,
  required,
  error,
  placeholder,
}: SelectFieldProps<V>) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as V)}>
      <Field label={label} required={required} error={error}>
        <SelectTrigger>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
      </Field>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
