import { useState, type FormEvent, type ReactNode } from 'react';
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
import { login, toErrorMessage, twoFactor } from '../api';
import { useSession } from '../session';

export interface StandaloneHostProps {
  /** the remote's folder (mf-clients), in the top bar and on the sign-in form */
  name: string;
  /** what the remote exposes, mounted once signed in */
  children: ReactNode;
}

/**
 * The standalone page of a remote's development build (`pnpm --filter @portal/mf-… dev`, the remote's
 * src/bootstrap.tsx): it signs in against the API (with the security code where the user has one) and then shows the
 * remote. Only for the team working on a remote: in the portal the shell owns sign-in and the top bar; its texts are
 * therefore not translated. The shell does not provide this module to the remotes (build-kit/federation.mjs).
 */
export function StandaloneHost({ name, children }: StandaloneHostProps) {
  const signedIn = useSession((state) => Boolean(state.partnerUser));
  const privateMode = useSession((state) => state.privateMode);
  const setPrivateMode = useSession((state) => state.setPrivateMode);
  const signOut = useSession((state) => state.signOut);

  if (!signedIn) return <SignInForm name={name} />;
  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'grey.50' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography sx={{ flex: 1, fontWeight: 600 }}>{name} · standalone</Typography>
          <FormControlLabel
            control={<Switch checked={privateMode} onChange={(event) => setPrivateMode(event.target.checked)} />}
            label="Private mode"
          />
          <Button onClick={signOut}>Sign out</Button>
        </Toolbar>
      </AppBar>
      {children}
    </Box>
  );
}

function SignInForm({ name }: { name: string }) {
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
            {name} · sign in
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
