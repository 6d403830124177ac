import {
  CREDIT_SCORES,
  DEFAULT_LOAN_TERM,
  EMPLOYMENT_TYPES,
  employmentTypeLabels,
  financingRoutes,
  PRE_APPROVAL_TEXTS,
  PRE_APPROVAL_VEHICLE_TYPES,
  preApprovalFormSchema,
  preApprovalVehicleTypeLabels,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { TERM_OPTIONS } from '../calculatorForm';
import { formatDollars, type FinancingVehicle } from '../vehicle';
import { PreApprovalSection } from './PreApprovalSection';

const choose = { value: '', label: 'Select…' };
const EMPLOYMENT_OPTIONS = [
  choose,
  ...EMPLOYMENT_TYPES.map((v) => ({ value: v, label: employmentTypeLabels[v] })),
];
const VEHICLE_TYPE_OPTIONS = [
  choose,
  ...PRE_APPROVAL_VEHICLE_TYPES.map((v) => ({ value: v, label: preApprovalVehicleTypeLabels[v] })),
];
const CREDIT_OPTIONS = [
  { value: '', label: 'I’m not sure' },
  ...CREDIT_SCORES.map((score) => ({ value: String(score), label: `${score}+` })),
];

export interface LoanRequest {
  amount: number;
  termMonths: number;
  downPayment: number;
}

interface PreApprovalDialogProps {
  onClose: () => void;
  /** The vehicle it was opened from: it goes with the application and personalises the text. */
  vehicle: FinancingVehicle | null;
  /** What the calculator worked out, when opened from it. */
  loan?: LoanRequest | null;
}

/** SPEC §2 pre-approval dialog: every field of §3, the rules of §5, the texts of §8. */
export function PreApprovalDialog({ onClose, vehicle, loan }: PreApprovalDialogProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const apply = useRouteMutation(financingRoutes.applyForPreApproval);
  const form = useSchemaForm(preApprovalFormSchema, {
    vehicleId: vehicle?.id ?? null,
    vehicleDetails: vehicle?.details ?? null,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    dateOfBirth: '',
    streetAddress: '',
    city: '',
    state: '',
    zipCode: '',
    employerName: '',
    jobTitle: '',
    employmentType: '',
    employmentYears: '',
    annualIncome: '',
    monthlyHousingPayment: '',
    monthlyDebtPayments: '',
    downPaymentAmount: loan?.downPayment ? String(loan.downPayment) : '',
    desiredLoanAmount: loan ? String(loan.amount) : vehicle ? String(vehicle.details.price) : '',
    desiredLoanTerm: String(loan?.termMonths ?? DEFAULT_LOAN_TERM),
    vehicleType: vehicle?.vehicleType ?? '',
    estimatedCreditScore: '',
    notes: '',
  });
  const title = vehicle ? `Get Pre-Approved for the ${vehicle.details.title}` : 'Get Pre-Approved';

  return (
    <FormDialog
      form={form}
      title={title}
      description={
        vehicle
          ? `Listed at ${formatDollars(vehicle.details.price)}. Tell us about yourself and we'll review your application within 24-48 hours.`
          : "Tell us about yourself and the loan you need; we'll review your application within 24-48 hours."
      }
      aria-label="Pre-approval application"
      submitLabel="Submit Application"
      onClose={onClose}
      onSubmit={async (body) => {
        await apply.mutateAsync({ body });
        toast({
          title: PRE_APPROVAL_TEXTS.submittedTitle,
          description: PRE_APPROVAL_TEXTS.submitted,
          variant: 'success',
        });
        // SPEC §4: a successful application clears the form and closes the dialog.
        form.reset();
        onClose();
      }}
      onInvalidSubmit={() =>
        toast({ title: 'Please check the highlighted fields', variant: 'danger' })
      }
      failure={(error) => ({
        title: PRE_APPROVAL_TEXTS.failedTitle,
        description:
          isApiError(error) && error.status === 400
            ? errorMessage(error)
            : PRE_APPROVAL_TEXTS.failed,
      })}
    >
      <PreApprovalSection title="Personal information">
        <div className="form-grid form-grid--2">
          <FormField name="firstName" label="First name" autoComplete="given-name" />
          <FormField name="lastName" label="Last name" autoComplete="family-name" />
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <FormField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <FormField name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
        </div>
      </PreApprovalSection>
      <PreApprovalSection title="Address">
        <FormField name="streetAddress" label="Street address" autoComplete="street-address" />
        <div className="form-grid form-grid--3">
          <FormField name="city" label="City" autoComplete="address-level2" />
          <FormField name="state" label="State" autoComplete="address-level1" />
          <FormField
            name="zipCode"
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </div>
      </PreApprovalSection>
      <PreApprovalSection title="Employment and income">
        <div className="form-grid form-grid--2">
          <FormField name="employerName" label="Employer name" autoComplete="organization" />
          <FormField name="jobTitle" label="Job title" autoComplete="organization-title" />
          <FormField
            as="select"
            name="employmentType"
            label="Employment type"
            options={EMPLOYMENT_OPTIONS}
          />
          <FormField
            name="employmentYears"
            label="Years at current job"
            inputMode="decimal"
            hint="For example 2.5"
          />
          <FormField name="annualIncome" label="Annual income ($)" inputMode="decimal" />
          <FormField
            name="monthlyHousingPayment"
            label="Monthly housing payment ($)"
            inputMode="decimal"
            optional
          />
          <FormField
            name="monthlyDebtPayments"
            label="Monthly debt payments ($)"
            inputMode="decimal"
            optional
          />
        </div>
      </PreApprovalSection>
      <PreApprovalSection title="Loan details">
        <div className="form-grid form-grid--2">
          <FormField name="desiredLoanAmount" label="Desired loan amount ($)" inputMode="decimal" />
          <FormField
            name="downPaymentAmount"
            label="Down payment ($)"
            inputMode="decimal"
            optional
          />
          <FormField as="select" name="desiredLoanTerm" label="Loan term" options={TERM_OPTIONS} />
          <FormField
            as="select"
            name="vehicleType"
            label="Vehicle type"
            options={VEHICLE_TYPE_OPTIONS}
          />
          <FormField
            as="select"
            name="estimatedCreditScore"
            label="Estimated credit score"
            options={CREDIT_OPTIONS}
            optional
          />
        </div>
        <FormField as="textarea" name="notes" label="Additional notes" rows={3} optional />
      </PreApprovalSection>
    </FormDialog>
  );
}
