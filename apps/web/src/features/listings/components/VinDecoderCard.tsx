import type { FormEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { catalogueRoutes, type VinDecodeResponse } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/query';
import { Button, Card, CardBody, CardHeader, Field, useToast } from '../../../ui';
import { normalizeVin, VIN_LENGTH, type ListingFormValues } from '../listingForm';

/** VIN input (upper case, 17 characters) with Decode filling the vehicle fields of the listing form. */
export function VinDecoderCard({ onDecoded }: { onDecoded: (decoded: VinDecodeResponse) => void }) {
  const { toast } = useToast();
  const { watch, setValue, formState } = useFormContext<ListingFormValues>();
  const vin = watch('vin');
  const error = formState.errors.vin?.message;
  const ready = vin.length === VIN_LENGTH;
  const decoding = useRouteMutation(catalogueRoutes.decodeVin, {
    onSuccess: (decoded) => {
      onDecoded(decoded);
      toast({
        title: 'VIN Decoded Successfully',
        description: 'Vehicle information has been populated from VIN',
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: 'VIN Decode Failed',
        description: errorMessage(err, 'Failed to decode VIN'),
        variant: 'danger',
      }),
  });

  const decode = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast({
        title: 'Invalid VIN',
        description: 'Please enter a valid 17-character VIN',
        variant: 'danger',
      });
      return;
    }
    decoding.mutate({ body: { vin } });
  };

  return (
    <Card as="section" aria-labelledby="vin-title">
      <CardHeader
        title="VIN Decoder"
        titleId="vin-title"
        description="Enter the 17-character vehicle identification number to fill in make, model, year and more."
      />
      <CardBody>
        {/* A nested form is invalid HTML: this one is a sibling of the listing form. */}
        <form className="vin-form" onSubmit={decode} aria-label="Decode VIN" noValidate>
          <Field
            label="VIN"
            name="vin"
            value={vin}
            maxLength={VIN_LENGTH}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="vin-form__input"
            placeholder="e.g. 1HGCM82633A004352"
            hint={`${vin.length} / ${VIN_LENGTH} characters`}
            error={error}
            onChange={(e) =>
              setValue('vin', normalizeVin(e.target.value), {
                shouldValidate: formState.isSubmitted,
              })
            }
          />
          <Button
            type="submit"
            loading={decoding.isPending}
            disabled={!ready}
            className="vin-form__button"
          >
            Decode VIN
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
