import { ButtonLink } from '../../../ui';

/** The directory's closing band: dealers are invited to apply (SPEC §2 /dealers). */
export function ApplyCallToAction() {
  return (
    <section className="cta-band" aria-labelledby="apply-cta-title">
      <div>
        <h2 id="apply-cta-title" className="cta-band__title">
          Run a dealership?
        </h2>
        <p className="cta-band__text">
          Reach buyers looking for cars, motorcycles and trucks near you. Applications are reviewed
          within <span className="nowrap">2-3 business days</span>.
        </p>
      </div>
      <ButtonLink to="/dealer-application" size="lg" className="cta-band__button">
        Apply to Become a Dealer
      </ButtonLink>
    </section>
  );
}
