import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../ui';
import { useSalesRepChoices } from '../hooks/useSalesRepChoices';
import { ContactForm } from './ContactForm';
import { ContactSideCards } from './ContactSideCards';
import './contact.css';

/** /contact (SPEC §2 Contact); ?sales_rep={id} pre-selects that rep. */
export function ContactView() {
  const [params] = useSearchParams();
  const reps = useSalesRepChoices(params.get('sales_rep'));
  return (
    <div className="stack stack--lg">
      <PageHeader
        title="Contact Us"
        lead="Questions about a vehicle, your listing or your account? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="contact-page">
        {/* Mounted once the requested rep is known, so the select starts on them. */}
        {reps.loading ? (
          <div className="contact-page__form" aria-busy="true" />
        ) : (
          <div className="contact-page__form">
            <ContactForm repOptions={reps.options} selectedRep={reps.selected} />
          </div>
        )}
        <ContactSideCards />
      </div>
    </div>
  );
}
