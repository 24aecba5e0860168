import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  civilStatuses,
  clientTitles,
  genders,
  personalDataInputSchema,
  preferredLanguages,
  type PersonalData,
  type ZipCodeEntry,
} from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/ui/use-locale';
import { hasRestrictedNationality } from '@portal/shared/validation';
import { useCountries, useRestrictedNationalities } from '../api/get-countries';
import { useFieldMessage } from '../hooks/use-field-message';
import { useStreetLookup, useZipLookup } from '../hooks/use-address-lookup';
import type { PersonalFormValues } from './personal-data-form';
import { StepActions } from './step-actions';

const usQuestions = ['us_citizen', 'us_green_card', 'us_resident', 'us_born_in_us', 'us_tax_liable'] as const;

export type PersonalDataStepProps = {
  initial: PersonalFormValues;
  onChange: (values: PersonalFormValues) => void;
  /** saves; may put the API's field errors on the form through `setError` */
  onSubmit: (data: PersonalData, setError: UseFormSetError<PersonalFormValues>) => void;
  onBack: () => void;
  pending: boolean;
  submitLabel: string;
  /** shown above the buttons, e.g. when no bank is chosen yet */
  blocker?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

/** Step 3: every field with the rules of docs/onboarding.md (age, nationality, AHV, address look-up, US person). */
export function PersonalDataStep({ initial, onChange, onSubmit, onBack, pending, submitLabel, blocker }: PersonalDataStepProps) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage();
  const locale = useLocale();
  const countries = useCountries(locale);
  const restricted = useRestrictedNationalities();
  const { register, control, handleSubmit, watch, setValue, setError, formState } = useForm<PersonalFormValues, unknown, PersonalData>({
    // the form holds nulls and empty choices until answered; the schema turns them into the required messages
    resolver: zodResolver(personalDataInputSchema) as unknown as Resolver<PersonalFormValues, unknown, PersonalData>,
    defaultValues: initial,
  });
  const { errors } = formState;

  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; watch(callback) is React Hook Form's subscription, unsubscribed below
    const subscription = watch((values) => onChange(values as PersonalFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const [zipText, setZipText] = useState(initial.address.zip);
  const zips = useZipLookup(zipText);
  const [chosenZip, setChosenZip] = useState<ZipCodeEntry | null>(null);
  const nationalities = watch('personal_status.nationalities');
  const country = watch('address.country');
  // the street look-up starts once the street field is opened or typed in
  const [streetText, setStreetText] = useState<string | null>(null);
  const streetSuggestions = useStreetLookup(country, watch('address.zip') ?? '', streetText);
  const restrictedChosen = hasRestrictedNationality(nationalities ?? [], restricted.data ?? []);

  const countryOptions = countries.data ?? [];
  const countryName = (code: string) => countryOptions.find((c) => c.code === code)?.name ?? code;
  const text = (
    name: Parameters<typeof register>[0],
    label: string,
    extra: { type?: string; autoComplete?: string; helper?: string; required?: boolean; filled?: boolean } = {},
  ) => {
    const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...field}
        inputRef={ref}
        label={label}
        type={extra.type}
        required={extra.required ?? true}
        autoComplete={extra.autoComplete}
        error={Boolean(error)}
        helperText={message(error?.message) ?? extra.helper}
        // a value set by code (the city the zip look-up found) does not tell MUI's label to move up: `filled` does
        slotProps={extra.type === 'date' || extra.filled ? { inputLabel: { shrink: true } } : undefined}
      />
    );
  };

  type SelectName = 'title' | 'gender' | 'preferred_language' | 'personal_status.civil_status';
  const select = <V extends string>(name: SelectName, label: string, values: readonly V[], labelOf: (value: V) => string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
        >
          {values.map((value) => (
            <MenuItem key={value} value={value}>
              {labelOf(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const countryField = (name: 'address.country' | 'personal_status.tax_domicile', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={countryOptions.map((c) => c.code)}
          getOptionLabel={countryName}
          value={field.value || null}
          onChange={(_event, value) => field.onChange(value ?? '')}
          loading={countries.isPending}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
              inputRef={field.ref}
            />
          )}
        />
      )}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-labelledby="personal-title"
      onSubmit={(event) => void handleSubmit((data) => onSubmit(data, setError))(event)}
    >
      <Typography id="personal-title" variant="h6" component="h2">
        {t('personal.title')}
      </Typography>

      <Section title={t('personal.identity')}>
        {select('title', t('personal.fields.title'), clientTitles, (value) => t(`personal.titles.${value}`))}
        {select('gender', t('personal.fields.gender'), genders, (value) => t(`personal.genders.${value}`))}
        {text('first_name', t('personal.fields.first_name'), { autoComplete: 'off' })}
        {text('last_name', t('personal.fields.last_name'), { autoComplete: 'off' })}
        {text('email', t('personal.fields.email'), { type: 'email', autoComplete: 'off' })}
        {text('phone', t('personal.fields.phone'), { type: 'tel', autoComplete: 'off' })}
        {text('birthday', t('personal.fields.birthday'), { type: 'date' })}
        {select('preferred_language', t('personal.fields.preferred_language'), preferredLanguages, (value) =>
          t(`personal.languages.${value}`),
        )}
      </Section>

      <Section title={t('personal.address')}>
        {countryField('address.country', t('personal.fields.country'))}
        <Controller
          control={control}
          name="address.zip"
          render={({ field, fieldState }) => (
            <Autocomplete<ZipCodeEntry, false, false, true>
              freeSolo
              options={country === 'CH' ? zips.entries : []}
              filterOptions={(options) => options}
              getOptionLabel={(option) => (typeof option === 'string' ? option : option.zip)}
              renderOption={(props, option) => (
                <li {...props} key={`${option.zip}-${option.city}`}>
                  {option.zip} {option.city} ({option.canton})
                </li>
              )}
              loading={zips.loading}
              loadingText={t('personal.searching')}
              noOptionsText={t('personal.zipNone')}
              inputValue={field.value}
              onInputChange={(_event, value, reason) => {
                // choosing an entry sets the zip below; typing searches
                if (reason === 'input' || reason === 'clear') {
                  field.onChange(value);
                  setZipText(value);
                }
              }}
              onChange={(_event, value) => {
                if (value && typeof value !== 'string') {
                  field.onChange(value.zip);
                  setValue('address.city', value.city, { shouldValidate: formState.isSubmitted, shouldDirty: true });
                  setChosenZip(value);
                  setZipText('');
                }
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('personal.fields.zip')}
                  required
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message) ?? t('personal.zipHint')}
                />
              )}
            />
          )}
        />
        {text('address.city', t('personal.fields.city'), {
          filled: Boolean(watch('address.city')),
          helper:
            chosenZip && chosenZip.city_zip_codes.length > 1
              ? t('personal.cityZips', { city: chosenZip.city, zips: chosenZip.city_zip_codes.join(', ') })
              : undefined,
        })}
        <Controller
          control={control}
          name="address.street"
          render={({ field, fieldState }) => (
            <Autocomplete<string, false, false, true>
              freeSolo
              options={streetSuggestions.entries}
              filterOptions={(options) => options}
              loading={streetSuggestions.loading}
              loadingText={t('personal.searching')}
              inputValue={field.value ?? ''}
              onOpen={() => setStreetText(field.value ?? '')}
              onInputChange={(_event, value, reason) => {
                // typing searches; choosing a street writes it
                if (reason === 'input' || reason === 'clear') setStreetText(value);
                if (reason !== 'reset' || value) field.onChange(value);
              }}
              onChange={(_event, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('personal.fields.street')}
                  required
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  // free text stays possible: a street the directory does not know is only pointed out
                  helperText={
                    message(fieldState.error?.message) ??
                    (streetText?.trim() && !streetSuggestions.loading && streetSuggestions.entries.length === 0
                      ? t('personal.streetNone')
                      : undefined)
                  }
                />
              )}
            />
          )}
        />
        {text('address.house_number', t('personal.fields.house_number'))}
        {text('address.address_line_2', t('personal.fields.address_line_2'), { required: false })}
      </Section>

      <Section title={t('personal.status')}>
        <Controller
          control={control}
          name="personal_status.nationalities"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={countryOptions.map((c) => c.code)}
              getOptionLabel={countryName}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              loading={countries.isPending}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('personal.fields.nationalities')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                  inputRef={field.ref}
                />
              )}
            />
          )}
        />
        {countryField('personal_status.tax_domicile', t('personal.fields.tax_domicile'))}
        {restrictedChosen && (
          <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
            {t('personal.restricted')}
          </Alert>
        )}
        {select('personal_status.civil_status', t('personal.fields.civil_status'), civilStatuses, (value) =>
          t(`personal.civilStatuses.${value}`),
        )}
        {text('personal_status.place_of_origin', t('personal.fields.place_of_origin'))}
        {text('personal_status.ahv_number', t('personal.fields.ahv_number'), {
          required: watch('personal_status.tax_domicile') === 'CH',
          helper: t('personal.ahvHint'),
        })}
      </Section>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('personal.usPerson')}
        </Typography>
        <Stack spacing={1}>
          {usQuestions.map((question) => (
            <Controller
              key={question}
              control={control}
              name={`us_person.${question}`}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormLabel id={`${question}-label`}>{t(`personal.us.${question}`)}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${question}-label`}
                    name={field.name}
                    value={field.value === null ? '' : String(field.value)}
                    onChange={(event) => field.onChange(event.target.value === 'true')}
                  >
                    <FormControlLabel value="true" control={<Radio />} label={t('personal.yes')} />
                    <FormControlLabel value="false" control={<Radio />} label={t('personal.no')} />
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{message(fieldState.error.message)}</FormHelperText>}
                </FormControl>
              )}
            />
          ))}
        </Stack>
      </Box>

      {blocker}
      <StepActions onBack={onBack} pending={pending} submitLabel={submitLabel} />
    </Stack>
  );
}
