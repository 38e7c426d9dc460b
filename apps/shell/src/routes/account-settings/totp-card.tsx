import { authApi } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import {
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  Field,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { FormAlert } from '../../auth/form-alert';
import { applyServerError } from '../../auth/server-error';

/** Enrol or remove TOTP (RFC 6238) and show the recovery codes once. */
export function TotpCard() {
  const { t } = useTranslation('shell');
  const user = useAuthStore((s) => s.userData)!;
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const fail = (e: unknown) => setError(applyServerError(e, t, () => {}, []));
  const update = (twoFactorEnabled: boolean) =>
    useAuthStore.getState().updateUserData({ ...user, twoFactorEnabled });

  // With a second factor on, replacing or removing it takes a code from it (or a recovery code).
  const [currentCode, setCurrentCode] = useState('');
  const start = () =>
    authApi.totpSetup(user.twoFactorEnabled ? { code: currentCode.trim() } : {}).then((s) => {
      setSetup(s);
      setCurrentCode('');
      setError('');
    }, fail);
  const enable = () =>
    authApi.totpEnable({ code: code.trim() }).then(({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      setSetup(null);
      setCode('');
      update(true);
    }, fail);
  const disable = () =>
    authApi.totpDisable({ code: currentCode.trim() }).then(() => {
      setConfirming(false);
      setCurrentCode('');
      update(false);
      notify('success', t('account.totp.removed'));
    }, fail);

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            {t('account.totp.title')}
          </Heading>
          <Badge colorPalette={user.twoFactorEnabled ? 'green' : 'gray'}>
            {user.twoFactorEnabled ? t('account.totp.on') : t('account.totp.off')}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" maxW="xl">
          <FormAlert message={error} />
          <Text color="fg.muted">{t('account.totp.text')}</Text>
          {codes.length > 0 && (
            <Box
              borderWidth="1px"
              rounded="md"
              p="4"
              aria-label={t('account.totp.recoveryCodes')}
              role="region"
            >
              <Text fontWeight="semibold" mb="2">
                {t('account.totp.recoveryCodes')}
              </Text>
              <Text fontSize="sm" mb="2">
                {t('account.totp.recoveryHelp')}
              </Text>
              <Text as="pre" fontFamily="mono">
                {codes.join('\n')}
              </Text>
            </Box>
          )}
          {setup && (
            <Stack gap="3">
              <Text>{t('account.totp.scan')}</Text>
              <Text fontFamily="mono" wordBreak="break-all">
                {setup.secret}
              </Text>
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {setup.otpauthUrl}
              </Text>
              <Field.Root>
                <Field.Label>{t('auth.twoStep.code')}</Field.Label>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </Field.Root>
              <Button
                alignSelf="start"
                onClick={() => void enable()}
                disabled={!/^\d{6}$/.test(code.trim())}
              >
                {t('account.totp.enable')}
              </Button>
            </Stack>
          )}
          {!setup && !user.twoFactorEnabled && (
            <Button alignSelf="start" onClick={() => void start()}>
              {t('account.totp.setup')}
            </Button>
          )}
          {user.twoFactorEnabled && !setup && (
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{t('account.totp.currentCode')}</Field.Label>
                <Input
                  autoComplete="one-time-code"
                  value={currentCode}
                  onChange={(e) => setCurrentCode(e.target.value)}
                />
              </Field.Root>
              <HStack gap="3" wrap="wrap">
                <Button
                  variant="outline"
                  onClick={() => void start()}
                  disabled={currentCode.trim().length < 6}
                >
                  {t('account.totp.replace')}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirming(true)}
                  disabled={user.role === 'super_admin' || currentCode.trim().length < 6}
                >
                  {t('account.totp.remove')}
                </Button>
              </HStack>
            </Stack>
          )}
          {user.twoFactorEnabled && user.role === 'super_admin' && (
            <Text fontSize="sm" color="fg.muted">
              {t('account.totp.required')}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('account.totp.remove')}
        message={t('account.totp.removeConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disable()}
      />
    </Card.Root>
  );
}
