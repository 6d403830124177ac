import { useRef, useState, type FormEvent } from 'react';
import { signUpRequestSchema, type AccountType } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Input, RadioGroup, useToast } from '../../../ui';
import { authApi } from '../api/authApi';
import { ACCOUNT_TYPE_OPTIONS, PLAN_REQUIRED_MESSAGE, SALES_REP_PLAN_OPTIONS } from '../plans';

interface SignUpFormProps {
  /** The account was created; the user must verify the e-mail before signing in. */
  onCreated: (email: string) => void;
  /** The e-mail is already registered: the page switches to the Sign In tab. */
  onAccountExists: (email: string) => void;
  /** Preselected account type (the "become a sales rep" links ask for sales_rep). */
  initialAccountType?: AccountType;
}

export function SignUpForm({ onCreated, onAccountExists, initialAccountType }: SignUpFormProps) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const [accountType, setAccountType] = useState<AccountType>(
    initialAccountType ?? 'private_seller',
  );
  const [plan, setPlan] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signUpRequestSchema.safeParse({
      ...values,
      accountType,
      selectedPlan: accountType === 'sales_rep' ? plan : undefined,
    });
    const planMissing = accountType === 'sales_rep' && !plan;
    if (!parsed.success || planMissing) {
      const found = parsed.success ? {} : fieldErrorsFrom(parsed.error);
      // The schema checks the plan only once the other fields are valid; show everything at once.
      if (planMissing) found.selectedPlan = PLAN_REQUIRED_MESSAGE;
      setErrors(found);
      if (planMissing) {
        toast({ title: 'Plan Required', description: PLAN_REQUIRED_MESSAGE, variant: 'danger' });
      }
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await authApi.signUp(parsed.data);
      toast({
        title: 'Account created! Please check your email to verify your account.',
        variant: 'success',
        duration: 8000,
      });
      setValues({ email: '', password: '', firstName: '', lastName: '' });
      onCreated(parsed.data.email);
    } catch (error) {
      if (isApiError(error, 'EMAIL_TAKEN')) {
        toast({
          title: 'Account exists',
          description: 'An account with this email already exists. Please sign in instead.',
          variant: 'warning',
        });
        onAccountExists(parsed.data.email);
        return;
      }
      if (isApiError(error)) setErrors(error.fieldErrors());
      toast({ title: 'Sign up failed', description: errorMessage(error), variant: 'danger' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <div className="form-grid form-grid--2">
        <Input
          label="First name"
          name="firstName"
          autoComplete="given-name"
          optional
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Input
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          optional
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <Input
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <RadioGroup
        legend="Account type"
        name="accountType"
        value={accountType}
        onChange={(value) => {
          setAccountType(value);
          setErrors((e) => ({ ...e, accountType: undefined, selectedPlan: undefined }));
        }}
        options={ACCOUNT_TYPE_OPTIONS}
        error={errors.accountType}
      />
      {accountType === 'sales_rep' ? (
        <RadioGroup
          legend="Membership plan"
          name="selectedPlan"
          value={plan}
          onChange={(value) => {
            setPlan(value);
            setErrors((e) => ({ ...e, selectedPlan: undefined }));
          }}
          options={SALES_REP_PLAN_OPTIONS}
          hint="Online billing is coming soon: your plan is saved with your account and you will be asked to pay once billing opens."
          error={errors.selectedPlan}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={submitting}>
        Create Account
      </Button>
    </form>
  );
}
