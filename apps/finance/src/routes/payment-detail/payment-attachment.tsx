import type { PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, saveBlob } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { Button, Card, Heading, HStack, Stack, Text, formatDate, notify } from '@sp/ui';
import { useRef, useState } from 'react';
import { financeApi } from '../../api/endpoints';
import { useAttach, useDetach } from '../../api/payments';
import { ATTACHMENT_ACCEPT, attachmentProblem, fileSize } from '../../lib/attachment';

/** The payment's file (a receipt, a transfer slip): download it; attach, replace or remove it while the payment is live. */
export function PaymentAttachment({ payment: p }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('finance');
  const canUpdate = useCan({ action: 'update', subject: 'Payment' }) && !p.voidedAt;
  const attach = useAttach(p.id);
  const detach = useDetach(p.id);
  const [downloading, setDownloading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const a = p.attachment;

  async function pick(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) return notify('error', t(problem));
    try {
      await attach.mutateAsync(file);
      notify('success', t('attachment.attached', { name: file.name }));
    } catch (e) {
      notify('error', errorMessage(t, e));
    }
  }
  async function download() {
    setDownloading(true);
    try {
      saveBlob(await financeApi.payments.attachment(p.id), a!.fileName);
    } catch (e) {
      notify('error', errorMessage(t, e));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="payment-attachment-title">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="payment-attachment-title">
            {t('attachment.title')}
          </Heading>
          {a ? (
            <Stack gap="1" data-testid="payment-attachment">
              <Text fontWeight="medium" dir="auto" wordBreak="break-all">
                {a.fileName}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t('attachment.facts', {
                  size: fileSize(a.size, i18n.language),
                  date: formatDate(a.uploadedAt, 'datetime', i18n.language),
                  name: a.uploadedByName ?? '—',
                })}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{t('attachment.none')}</Text>
          )}
          <HStack gap="2" wrap="wrap">
            {a && (
              <Button
                size="sm"
                onClick={download}
                loading={downloading}
                aria-label={t('attachment.downloadNamed', { name: a.fileName })}
              >
                {t('attachment.download')}
              </Button>
            )}
            {canUpdate && (
              <>
                <input
                  ref={picker}
                  type="file"
                  accept={ATTACHMENT_ACCEPT}
                  hidden
                  aria-label={t(a ? 'attachment.replace' : 'attachment.attach')}
                  onChange={(e) => void pick(e.currentTarget.files?.[0])}
                />
                <Button
                  size="sm"
                  variant="outline"
                  loading={attach.isPending}
                  onClick={() => picker.current?.click()}
                >
                  {t(a ? 'attachment.replace' : 'attachment.attach')}
                </Button>
                {a && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={detach.isPending}
                    onClick={() =>
                      detach.mutate(undefined, {
                        onSuccess: () => notify('success', t('attachment.removed')),
                        onError: (e) => notify('error', errorMessage(t, e)),
                      })
                    }
                  >
                    {t('attachment.remove')}
                  </Button>
                )}
              </>
            )}
            <Text color="fg.muted" fontSize="xs">
              {canUpdate ? t('attachment.help') : null}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
