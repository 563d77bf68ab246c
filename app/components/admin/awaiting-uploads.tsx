import { ActionButton, Badge } from '~/components/admin/admin-ui.tsx'
import { ReviewCard, type ReviewOwner } from '~/components/admin/review-card.tsx'

// Uploads awaiting review (ADR 133): each picture with what the screening found and its owner;
// Approve publishes it, Reject keeps it its owner's alone, Delete takes it down. Plain POST forms.

export interface AwaitingUpload {
  designId: number
  name: string
  imageUrl: string | null
  mockupUrl: string | null
  reviewNote: string | null
  owner: ReviewOwner | null
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
            <ReviewCard
              key={item.designId}
              designId={item.designId}
              name={item.name}
              picture={item.imageUrl ?? item.mockupUrl}
              pictureAlt={`Upload of design ${item.designId}`}
              highlighted
              testId={`awaiting-${item.designId}`}
              owner={item.owner}
              badges={
                <>
                  <Badge tone="amber">awaiting review</Badge>
                  <Badge>upload</Badge>
                </>
              }
              details={
                <>
                  <p className="mt-2 break-words text-sm text-slate-700">Screening: {item.reviewNote ?? 'not run yet'}</p>
                  <p className="mt-1 text-sm text-slate-600">Uploaded {item.createdAt}</p>
                </>
              }
              actions={
                <>
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
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  )
}
