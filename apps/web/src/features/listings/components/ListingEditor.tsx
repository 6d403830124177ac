import { useRef, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/formErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Button, ButtonLink, Card, CardBody, CardHeader, PageSpinner } from '../../../ui';
import { useListingEditor } from '../hooks/useListingEditor';
import { vehiclePath } from '../format';
import { DescriptionFields } from './DescriptionFields';
import { PhotoManager } from './PhotoManager';
import { VehicleInfoFields } from './VehicleInfoFields';
import { VinDecoderCard } from './VinDecoderCard';
import './listings.css';
import './editor.css';

/** Add or edit a listing: VIN decoder, vehicle information, photos, publish. */
export function ListingEditor({ editId }: { editId: string | null }) {
  const editor = useListingEditor(editId);
  const { values, errors, photos, editing } = editor;
  const formRef = useRef<HTMLFormElement>(null);
  useDocumentTitle(editId ? 'Edit Listing' : 'Add New Listing');

  if (editor.loading) return <PageSpinner label="Loading listing…" />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = await editor.submit();
    if (!ok) focusFirstInvalid(formRef.current);
  };

  return (
    <div className="listing-editor">
      <header className="listing-page-header">
        <div>
          <h1 className="page-title">{editing ? 'Edit Listing' : 'Add New Listing'}</h1>
          <p className="page-lead">
            {editing
              ? editing.title
              : 'Decode the VIN, describe the vehicle and add photos, then publish.'}
          </p>
        </div>
        {editing ? (
          <ButtonLink to={vehiclePath(editing)} variant="ghost">
            View listing
          </ButtonLink>
        ) : null}
      </header>

      <div className="listing-editor__layout">
        <div className="listing-editor__main">
          <VinDecoderCard
            vin={values.vin}
            error={errors.vin}
            onVinChange={(vin) => editor.update('vin', vin)}
            onDecoded={editor.applyDecode}
          />

          <form
            ref={formRef}
            id="listing-form"
            className="listing-editor__form"
            onSubmit={onSubmit}
            noValidate
            aria-label="Vehicle information"
          >
            <Card as="section" aria-labelledby="vehicle-info-title">
              <CardHeader
                title="Vehicle Information"
                titleId="vehicle-info-title"
                description="Fields marked as optional can be left empty."
              />
              <CardBody>
                <VehicleInfoFields
                  values={values}
                  labels={editor.labels}
                  errors={errors}
                  update={editor.update}
                />
              </CardBody>
            </Card>
            <Card as="section" aria-labelledby="details-title">
              <CardHeader title="Details and Location" titleId="details-title" />
              <CardBody>
                <DescriptionFields values={values} errors={errors} update={editor.update} />
              </CardBody>
            </Card>
          </form>
        </div>

        <div className="listing-editor__aside">
          <PhotoManager
            images={photos.images}
            progress={photos.progress}
            busyIds={photos.busyIds}
            error={errors.images}
            onUpload={(files) => void photos.upload(files)}
            onRotate={(id) => void photos.rotate(id)}
            onDelete={(id) => void photos.remove(id)}
            onStep={photos.step}
            onMove={photos.moveTo}
          />

          <div className="listing-editor__submit">
            <Button
              type="submit"
              form="listing-form"
              size="lg"
              loading={editor.submitting}
              disabled={photos.progress !== null}
            >
              {editing ? 'Save Changes' : 'Publish Listing'}
            </Button>
            <ButtonLink to={editing ? vehiclePath(editing) : '/'} variant="ghost" size="lg">
              Cancel
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
