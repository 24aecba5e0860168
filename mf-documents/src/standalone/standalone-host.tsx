import { useState, type FormEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { login, toErrorMessage, twoFactor } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';
import ResourcesRoutes from '../routes';

/**
 * Only for the team working on this remote: in the portal the shell owns sign-in and the top bar.
 * Its texts are therefore not translated.
 */
export function StandaloneHost() {
  const accessToken = useSession((state) => state.accessToken);
  const privateMode = useSession((state) => state.privateMode);
  const setPrivateMode = useSession((state) => state.setPrivateMode);
  const signOut = useSession((state) => state.signOut);

  if (!accessToken) return <SignInForm />;
  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'grey.50' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography sx={{ flex: 1, fontWeight: 600 }}>mf-documents · standalone</Typography>
          <FormControlLabel
            control={<Switch checked={privateMode} onChange={(event) => setPrivateMode(event.target.checked)} />}
            label="Private mode"
          />
          <Button onClick={signOut}>Sign out</Button>
        </Toolbar>
      </AppBar>
      <ResourcesRoutes />
    </Box>
  );
}

function SignInForm() {
  const signIn = useSession((state) => state.signIn);
  const [email, setEmail] = useState('demo@partner.example');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [tempToken, setTempToken] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      if (tempToken) {
        signIn(await twoFactor({ email, code, temp_token: tempToken, remember_device: false }));
        return;
      }
      const answer = await login({ email, password });
      if (answer.status === '2fa_required') setTempToken(answer.temp_token);
      else signIn(answer);
    } catch (failure) {
      // A 401 (wrong password) is never toasted by the API client, so the form says it itself.
      setError(toErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, backgroundColor: 'grey.100' }}>
      <Card component="form" onSubmit={(event) => void submit(event)} sx={{ p: 3, width: '100%', maxWidth: 380 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            mf-documents · sign in
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {tempToken ? (
            <TextField label="Security code" value={code} onChange={(event) => setCode(event.target.value)} autoFocus required />
          ) : (
            <>
              <TextField label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
              <TextField label="Password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} required />
            </>
          )}
          <Button type="submit" variant="contained" disabled={pending}>
            {tempToken ? 'Verify' : 'Sign in'}
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}
