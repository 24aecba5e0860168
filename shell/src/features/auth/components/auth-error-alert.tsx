import Alert from '@mui/material/Alert';

export default function AuthErrorAlert({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
