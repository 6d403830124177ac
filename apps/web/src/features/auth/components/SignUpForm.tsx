import { authRoutes, signUpRequestSchema, type AccountType } from '@market/contracts';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { Form, FormField, FormRadioGroup, useSchemaForm } from '../../../lib/form';
import { Button, useToast } from '../../../ui';
import { EmailField } from './EmailField';
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
  const form = useSchemaForm(signUpRequestSchema, {
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    accountType: initialAccountType ?? 'private_seller',
  });
  const isSalesRep = form.watch('accountType') === 'sales_rep';

  return (
    <Form
      form={form}

      aria-label="Sign up"
      onSubmit={async (data) => {
        const body = {
          ...data,
          selectedPlan: data.accountType === 'sales_rep' ? data.selectedPlan : undefined,
        };
        await apiCall(authRoutes.signUp, { body });
        toast({
          title: 'Account created! Please check your email to verify your account.',
          variant: 'success',
          duration: 8000,
        });
        form.reset();
        onCreated(data.email);
      }}
      onInvalidSubmit={(errors) => {
        if (errors.selectedPlan) {
          toast({ title: 'Plan Required', description: PLAN_REQUIRED_MESSAGE, variant: 'danger' });
        }
      }}
      failure={(error) => {
        if (!isApiError(error, 'EMAIL_TAKEN'))
          return { title: 'Sign up failed', description: errorMessage(error) };
        onAccountExists(form.getValues('email'));
        return { title: 'Account exists', description: error.message, variant: 'warning' };
      }}
    >
      <div className="form-grid form-grid--2">
        <FormField name="firstName" label="First name" autoComplete="given-name" optional />
        <FormField name="lastName" label="Last name" autoComplete="family-name" optional />
      </div>
      <EmailField />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
      />
      <FormRadioGroup name="accountType" legend="Account type" options={ACCOUNT_TYPE_OPTIONS} />
      {isSalesRep ? (
        <FormRadioGroup
          name="selectedPlan"
          legend="Membership plan"
          options={SALES_REP_PLAN_OPTIONS}
          hint="Online billing is coming soon: your plan is saved with your account and you will be asked to pay once billing opens."
        />
      ) : null}
      <p className="text-sm text-muted">
        By creating an account you agree to our <Link to="/terms-of-use">Terms of Use</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting}>
        Create Account
      </Button>
    </Form>
  );
}
