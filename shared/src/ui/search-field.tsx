import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * The portal's search box: a small text field of type `search` with the magnifier in front, as the client list and the
 * partner documents show it. Every other property is the text field's own.
 */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'size' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      size="small"
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
