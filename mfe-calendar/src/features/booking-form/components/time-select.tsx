import { useMemo } from 'react';
import { TIME_CHOICES, timeLabel } from '@booking-portal/api/contract';
import { Select, type SelectOption } from '@booking-portal/shell/runtime';

export interface TimeSelectProps {
  label: string;
  /** 'HH:mm'; '24:00' is the last choice (stored as '00:00'). */
  value: string;
  onChange: (time: string) => void;
  error?: string | undefined;
}

/**
 * A select of the spec's time choices, every 30 minutes from 8:00 AM to 12:00 AM (docs/PRODUCT.md section 9).
 * A value off that grid (a booking stored at another time) is offered too, so editing keeps it; the
 * empty first choice leaves the time unset (the forms then say it is required).
 */
export function TimeSelect({ label, value, onChange, error }: TimeSelectProps) {
  const options = useMemo<SelectOption[]>(() => {
    const choices = TIME_CHOICES.includes(value) || value === '' ? TIME_CHOICES : [...TIME_CHOICES, value];
    return [...choices]
      .sort((first, second) => first.localeCompare(second))
      .map((time) => ({ value: time, label: timeLabel(time) }));
  }, [value]);

  return (
    <Select
      label={label}
      placeholder="Select a time"
      options={options}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
