import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminContentRoutes, contentRoutes } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { routeKey, useRouteMutation } from '../../../../lib/query';
import { uploadFiles } from '../../../../lib/upload';
import { Button, Card, CardBody, CardHeader, Field, useToast } from '../../../../ui';

/** The site logo: upload (SPEC §5's hint) or remove (the text wordmark shows). */
export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const { toast } = useToast();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const remove = useRouteMutation(adminContentRoutes.removeLogo, {
    invalidates: [adminContentRoutes.settings, contentRoutes.settings],
  });
  const refresh = () =>
    Promise.all(
      [adminContentRoutes.settings, contentRoutes.settings].map((route) =>
        client.invalidateQueries({ queryKey: routeKey(route) }),
      ),
    );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      await uploadFiles(adminContentRoutes.uploadLogo, [file]);
      await refresh();
      toast({ title: 'Logo updated successfully', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to upload image: ${errorMessage(error)}`,
        variant: 'danger',
      });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader
        title="Site logo"
        description="Without a logo the site name shows as a text wordmark."
      />
      <CardBody className="stack">
        {logoUrl ? (
          <img src={logoUrl} alt="Current site logo" style={{ maxWidth: 200, maxHeight: 80 }} />
        ) : null}
        <div className="cluster">
          <Field
            ref={input}
            label="Upload logo"
            type="file"
            accept="image/*"
            hint="JPG, PNG, SVG, WEBP, max 5MB, recommended 200x80"
            disabled={uploading}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {logoUrl ? (
            <Button
              variant="ghost"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () =>
                    toast({ title: 'Logo removed successfully', variant: 'success' }),
                  onError: () =>
                    toast({
                      title: 'Error',
                      description: 'Failed to remove logo',
                      variant: 'danger',
                    }),
                })
              }
            >
              Remove logo
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
