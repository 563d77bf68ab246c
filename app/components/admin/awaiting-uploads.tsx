import { ActionButton, Badge } from '~/components/admin/admin-ui.tsx'

// Uploads awaiting review (ADR 133): each picture with what the screening found and its owner;
// Approve publishes it, Reject keeps it its owner's alone, Delete takes it down. Plain POST forms.

export interface AwaitingUpload {
  designId: number
  name: string
  imageUrl: string | null
  mockupUrl: string | null
  reviewNote: string | null
  owner: { id: number; username: string; blocked: boolean } | null
  createdAt: string
}

export function AwaitingUploads({ uploads }: { uploads: AwaitingUpload[] }) {
  return (
    <section aria-labelledby="awaiting-heading" className="mb-8">
      <h2 id="awaiting-heading" className="text-xl font-bold">
        {`Uploads awaiting review (${uploads.length})`}
      </h2>
      {uploads.length === 0 ? (
        <p className="mt-2 text-slate-700">No upload waits for review.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {uploads.map((item) => (
            <li
              key={item.designId}
              className="rounded-2xl border border-amber-200 bg-white p-4 shadow-sm"
              data-testid={`awaiting-${item.designId}`}
            >
              <div className="flex flex-col gap-4 sm:flex-row">
                {item.imageUrl || item.mockupUrl ? (
                  <img
                    src={(item.imageUrl ?? item.mockupUrl)!}
                    alt={`Upload of design ${item.designId}`}
                    className="h-40 w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
                  />
                ) : (
                  <div className="flex h-40 w-40 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">
                    No picture
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-semibold">{`Design ${item.designId}: ${item.name}`}</h3>
                  <p className="mt-1 flex flex-wrap gap-2 text-sm">
                    <Badge tone="amber">awaiting review</Badge>
                    <Badge>upload</Badge>
                  </p>
                  <p className="mt-2 break-words text-sm text-slate-700">Screening: {item.reviewNote ?? 'not run yet'}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    Owner: {item.owner ? `${item.owner.username} (account ${item.owner.id})` : 'a signed-out visitor'}
                    {item.owner?.blocked ? (
                      <>
                        {' '}
                        <Badge tone="red">blocked</Badge>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">Uploaded {item.createdAt}</p>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                <ActionButton
                  intent="approve"
                  label="Approve"
                  tone="primary"
                  fields={{ designId: item.designId }}
                  ariaLabel={`Approve design ${item.designId}`}
                />
                <ActionButton
                  intent="reject"
                  label="Reject"
                  fields={{ designId: item.designId }}
                  ariaLabel={`Reject design ${item.designId}`}
                />
                <ActionButton
                  intent="delete"
                  label="Delete"
                  tone="danger"
                  fields={{ designId: item.designId }}
                  ariaLabel={`Delete design ${item.designId}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
