import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormTextFieldProps {
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field for the sign-in screens. MUI's TextField also brings its Select (menu, popover,
 * modal) along; built from the parts, the first page a visitor loads stays lighter.
 */
export function FormTextField({ label, field, error, type = 'text', autoComplete, autoFocus, inputProps }: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { ref, ...registered } = field;
  return (
    <FormControl variant="outlined" error={!!error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={ref as Ref<HTMLInputElement>}
        inputProps={inputProps}
        aria-describedby={error ? helperId : undefined}
        {...registered}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
