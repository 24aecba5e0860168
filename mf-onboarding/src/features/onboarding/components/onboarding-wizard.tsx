import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  feeFormInputSchema,
  onboardingStepSequence,
  isFilledStepState,
  onboardingStepStatesOf,
  withServicesStep,
  type FeeStructureInput,
  type OnboardingClient,
  type OnboardingDocument,
  type OnboardingStep,
  type PersonalData,
  type SaveSuggestedBankBody,
} from '@portal/shared/contracts';
import { errorStatus } from '@portal/shared/api';
import { Link, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { toast } from '@portal/shared/ui/toast-store';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { paths } from '../../../lib/paths';
import { ServicesStep } from './services-step';
import { useCustodians } from '../api/get-custodians';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useSaveClient } from '../api/save-client';
import { useSendOnboardingEmail } from '../api/send-onboarding-email';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { applyServerErrors } from '../hooks/use-server-errors';
import { discardDraft, readDraft, useWizardDraft, type WizardDraft } from '../hooks/use-wizard-draft';
import { BankStep } from './bank-step';
import { DocumentsStep } from './documents-step';
import { FeeStep, feeFormValuesOf } from './fee-step';
import { mergeDraft, personalValuesOf, type PersonalFormValues } from './personal-data-form';
import { PersonalDataStep } from './personal-data-step';
import { InvestorProfileStep, type InvestorProfileFormValues } from './investor-profile-step';
import { KycStep, type KycFormValues } from './kyc-step';
import { WizardStepper } from './wizard-stepper';
import { PageTitle } from '@portal/shared/ui/page-title';

const idOf = (param: string | undefined) =>
  param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : param === undefined ? undefined : null;

/** The onboarding wizard at `/users/management/onboard/{id?}`: a new client without id, an existing one with. */
export function OnboardingWizard() {
  const { t } = useTranslation('onboarding');
  const id = idOf(useParams().id);
  const state = useOnboardingState(id ?? undefined);
  const custodians = useCustodians();

  if (id === null || (state.isError && errorStatus(state.error) === 404)) {
    return (
      <Frame title={t('page.title')}>
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={paths.clientList()}>
              {t('page.toClientList')}
            </Button>
          }
        >
          {t('page.notFound')}
        </Alert>
      </Frame>
    );
  }
  if ((id !== undefined && state.isError) || custodians.isError) {
    return (
      <Frame title={t('page.title')}>
        <WidgetError onRetry={() => void (custodians.isError ? custodians.refetch() : state.refetch())} />
      </Frame>
    );
  }
  // the custodians decide the sequence: the wizard starts once they are known, on the right first step
  if ((id !== undefined && !state.data) || !custodians.data) {
    return (
      <Frame title={t('page.title')}>
        <LoadingSkeleton rows={4} />
      </Frame>
    );
  }
  // a new key per client: the first save moves the page to the new client's own draft and forms
  return <Wizard key={id ?? 'new'} client={state.data?.client ?? null} documents={state.data?.documents ?? []} />;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby="onboarding-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 1000 }}>
      <PageTitle id="onboarding-title">{title}</PageTitle>
      {children}
    </Box>
  );
}

/**
 * Sends the client the invitation e-mail. The confirmation shows at once, on the click, not when the API has answered
 * (docs/onboarding.md); should the sending fail, it goes and the API client's error toast says why.
 */
function InviteButton({ clientId, hasEmail }: { clientId: number; hasEmail: boolean }) {
  const { t } = useTranslation('onboarding');
  const send = useSendOnboardingEmail(clientId);
  const invite = () => {
    const confirmation = toast.success(t('actions.invitationSent'));
    send.mutate(undefined, { onError: () => toast.dismiss(confirmation) });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
      <Button variant="outlined" disabled={!hasEmail || send.isPending} onClick={invite}>
        {t('actions.sendInvitation')}
      </Button>
    </Box>
  );
}

function Wizard({ client, documents }: { client: OnboardingClient | null; documents: OnboardingDocument[] }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const custodians = useCustodians();
  const fidlegCertified = useSession((session) => session.partnerUser?.fidleg_certified ?? false);
  const { draft, update, clear, dirty } = useWizardDraft(client?.id);
  const [restored] = useState(() => Object.keys(readDraft(client?.id)).length > 0);
  const save = useSaveClient();

  const bankCodes = draft.banks ?? client?.custodian_banks ?? [];
  const ownCustodianName = draft.ownCustodianName ?? client?.own_custodian_name ?? '';
  /** the banks to save, with the own bank's name when one is typed (the API keeps it only with the custom custodian) */
  const ownName = ownCustodianName.trim();
  const bankChoiceOf = (codes: string[]): SaveSuggestedBankBody => ({
    bank_codes: codes,
    ...(ownName ? { own_custodian_name: ownName } : {}),
  });
  const draftBanks = draft.banks ? bankChoiceOf(draft.banks) : undefined;
  const feeValues = draft.fee ?? feeFormValuesOf(client?.fee_structure);
  const localFee = feeFormInputSchema.safeParse(feeValues);
  const sequence = onboardingStepSequence(
    bankCodes,
    custodians.data ?? [],
    withServicesStep(fidlegCertified, client?.available_service_kinds ?? []),
  );
  const steps = onboardingStepStatesOf(sequence, { client, hasFindersFee: localFee.success, bankCodes });
  const firstOpen = steps.find((entry) => !isFilledStepState(entry.state))?.step;
  const firstOpenIndex = firstOpen ? sequence.indexOf(firstOpen) : sequence.length - 1;
  // every filled step (completed or left to the client) and the first open one; the ones after it wait for it
  const canOpen = (step: OnboardingStep) => {
    const state = steps.find((entry) => entry.step === step)?.state;
    return sequence.indexOf(step) <= firstOpenIndex || (state !== undefined && isFilledStepState(state));
  };
  const requested = searchParams.get('step') as OnboardingStep | null;
  // the wizard opens on the first unfilled step (docs/onboarding.md); from then on `?step=` holds the step shown, so that
  // filling a step does not move the page under the adviser's hands and a reload comes back to the same step
  const current: OnboardingStep = requested && sequence.includes(requested) ? requested : (firstOpen ?? sequence[sequence.length - 1]!);
  const index = sequence.indexOf(current);
  useEffect(() => {
    if (requested !== current) setSearchParams({ step: current }, { replace: true });
  }, [requested, current, setSearchParams]);

  const open = (step: OnboardingStep) => setSearchParams({ step });
  const next = () => {
    const following = sequence[index + 1];
    if (following) open(following);
  };
  const back = index > 0 ? () => open(sequence[index - 1]!) : undefined;

  const wizardBase = paths.wizard();
  const isInside = useCallback((pathname: string) => pathname === wizardBase || pathname.startsWith(`${wizardBase}/`), [wizardBase]);
  const guard = useLeaveGuard(dirty, isInside);

  const onFeeChange = useCallback((values: WizardDraft['fee']) => update('fee', values), [update]);
  const onPersonalChange = useCallback((values: PersonalFormValues) => update('personal', values as Record<string, unknown>), [update]);
  const onKycChange = useCallback((values: KycFormValues) => update('kyc', values as unknown as Record<string, unknown>), [update]);
  const onProfileChange = useCallback((values: InvestorProfileFormValues) => update('investorProfile', values), [update]);

  const saveFee = (fee: FeeStructureInput) => {
    if (!client) return next(); // a new client keeps the fee in the page until the first save
    save.mutate(
      { kind: 'update', id: client.id, banks: draftBanks, body: { fee_structure: fee } },
      {
        onSuccess: () => {
          update('fee', undefined);
          update('banks', undefined);
          update('ownCustodianName', undefined);
          next();
        },
      },
    );
  };

  const saveBanks = (choice: SaveSuggestedBankBody) => {
    update('banks', choice.bank_codes);
    if (!client) return next();
    save.mutate(
      { kind: 'banks', id: client.id, banks: bankChoiceOf(choice.bank_codes) },
      {
        onSuccess: () => {
          update('banks', undefined);
          update('ownCustodianName', undefined);
          next();
        },
      },
    );
  };

  const savePersonal = (data: PersonalData, setError: Parameters<React.ComponentProps<typeof PersonalDataStep>['onSubmit']>[1]) => {
    const fee = localFee.success ? localFee.data : undefined;
    if (!client) {
      save.mutate(
        {
          kind: 'create',
          body: { ...data, custodian_banks: bankCodes, ...(ownName ? { own_custodian_name: ownName } : {}), fee_structure: fee },
        },
        {
          onSuccess: (created) => {
            discardDraft(undefined);
            const nextStep = sequence[index + 1];
            void navigate(`${paths.wizard(created.client.id)}${nextStep ? `?step=${nextStep}` : ''}`, { replace: true });
          },
          onError: (error) => applyServerErrors(error, setError),
        },
      );
      return;
    }
    save.mutate(
      {
        kind: 'update',
        id: client.id,
        banks: draftBanks,
        body: { personal_data: data, ...(draft.fee && fee ? { fee_structure: fee } : {}) },
      },
      {
        onSuccess: () => {
          clear();
          next();
        },
        onError: (error) => applyServerErrors(error, setError, 'personal_data.'),
      },
    );
  };

  const submitLabel = client
    ? t('actions.saveAndContinue')
    : current === 'personalDataStep'
      ? t('actions.createClient')
      : t('actions.next');
  const name = client ? `${client.first_name} ${client.last_name}` : null;

  let body: React.ReactNode;
  if (current === 'feeStep') {
    body = <FeeStep initial={feeValues} onChange={onFeeChange} onSubmit={saveFee} pending={save.isPending} submitLabel={submitLabel} />;
  } else if (current === 'chooseBankStep') {
    body = (
      <BankStep
        selected={bankCodes}
        ownCustodianName={ownCustodianName}
        onOwnCustodianNameChange={(value) => update('ownCustodianName', value)}
        suggested={client?.partner_suggested_bank_codes ?? []}
        onChange={(codes) => update('banks', codes)}
        onSubmit={saveBanks}
        onBack={back!}
        pending={save.isPending}
        submitLabel={submitLabel}
      />
    );
  } else if (current === 'personalDataStep') {
    body = (
      <PersonalDataStep
        initial={mergeDraft(personalValuesOf(client), draft.personal)}
        onChange={onPersonalChange}
        onSubmit={(data, setError) => (bankCodes.length === 0 ? open('chooseBankStep') : savePersonal(data, setError))}
        onBack={back!}
        pending={save.isPending}
        submitLabel={submitLabel}
        blocker={bankCodes.length === 0 ? <Alert severity="warning">{t('personal.bankFirst')}</Alert> : undefined}
      />
    );
  } else if (!client) {
    // every later step belongs to a saved client
    body = <Alert severity="info">{t('kyc.personalFirst')}</Alert>;
  } else if (client && (current === 'clientIDStep' || current === 'clientCertifiedIDStep' || current === 'signDocumentsStep')) {
    body = (
      <DocumentsStep
        step={current}
        clientId={client.id}
        documents={documents}
        state={steps[index]!.state}
        onBack={back}
        onNext={sequence[index + 1] ? next : undefined}
      />
    );
  } else if (current === 'kycStep' && client) {
    body = (
      <KycStep
        clientId={client.id}
        draft={draft.kyc}
        onChange={onKycChange}
        onSaved={() => {
          update('kyc', undefined);
          next();
        }}
        onBack={back}
        submitLabel={t('actions.saveAndContinue')}
      />
    );
  } else if (current === 'investorProfileStep' && client) {
    body = (
      <InvestorProfileStep
        clientId={client.id}
        draft={draft.investorProfile}
        onChange={onProfileChange}
        onSaved={() => update('investorProfile', undefined)}
        onNext={sequence[index + 1] ? next : undefined}
        onBack={back}
        submitLabel={t('actions.save')}
      />
    );
  } else {
    // the services step, the last of every sequence: once filled, on to the client
    body = (
      <ServicesStep
        clientId={client.id}
        state={steps[index]!.state}
        onBack={back}
        onNext={sequence[index + 1] ? next : () => void navigate(paths.clientDetail(client.id))}
      />
    );
  }

  return (
    <Frame title={name ? t('page.titleFor', { name }) : `${t('page.title')}: ${t('page.newClient')}`}>
      {client && <InviteButton clientId={client.id} hasEmail={Boolean(client.email)} />}
      {restored && dirty && <Alert severity="info">{t('page.draftRestored')}</Alert>}
      <WizardStepper steps={steps} current={current} canOpen={canOpen} onOpen={open} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* a form per step and client: its defaults are read when it mounts */}
        <Box key={`${current}-${client?.id ?? 'new'}`}>{body}</Box>
      </Paper>
      <ConfirmDialog
        open={guard.pending !== null}
        title={t('leave.title')}
        message={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        destructive
        onConfirm={() => {
          clear();
          guard.confirm();
        }}
        onCancel={guard.cancel}
      />
    </Frame>
  );
}
