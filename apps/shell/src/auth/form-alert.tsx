import { Alert } from '@sp/ui';

export interface FormAlertProps {
  message: string;
  status?: 'error' | 'success' | 'info';
}

/** A form's server message (role=alert so it is announced). */
export function FormAlert({ message, status = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
