import { getCollectionProps, getFieldsetProps, getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { DesignImage, truncate } from '~/components/design-image.tsx'
import { UrlDialog } from '~/components/shop/url-dialog.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { AddDesignSchema } from '~/modules/shop/index.ts'
import { CARD_TITLE_MAX, designTitle, NO_DESIGN_SELECTED_TITLE, type DesignTab } from '~/modules/shop/index.ts'
import { useHydrated } from '~/web/hydrated.ts'

// The owner's "Add Design to Shop" dialog: a radio list of their designs not yet in the shop, posted
// as a plain form (it opens from a link, so it works without JavaScript). Conform checks the choice
// with AddDesignSchema, as the action and POST /api/shops/{id}/designs do; a refused choice comes back
// (`submission.reply()`) with its error under the list.

export function AddDesignDialog({
  shopPath,
  designs,
  closeTo,
  tab,
  lastResult,
}: {
  shopPath: string
  designs: { id: number; prompt: string; name: string; imageUrl: string | null; mockupUrl: string | null }[]
  closeTo: string
  tab: DesignTab
  lastResult?: SubmissionResult<string[]>
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [selected, setSelected] = useState<number | null>(null)
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add'
  const [form, fields] = useForm({
    id: 'add-design',
    lastResult,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddDesignSchema }),
  })
  const designId = fields.designId
  const choices = getCollectionProps(designId, { type: 'radio', options: designs.map((d) => String(d.id)) })
  return (
    <UrlDialog
      title="Add Design to Shop"
      description="Choose one of your designs. Designs are automatically published when added."
      closeTo={closeTo}
      wide
    >
      {designs.length === 0 ? (
        <div className="py-6 text-center">
          <p className="text-slate-700">You don't have any designs to add.</p>
          <div className="mt-6 flex justify-center gap-2">
            <Link to={closeTo} replace preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <Link to="/design" className={buttonClass.primary}>
              Create a New Design
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" action={`${shopPath}/designs?add`} {...getFormProps(form)} preventScrollReset>
          <input type="hidden" name="tab" value={tab} />
          <fieldset {...getFieldsetProps(designId)}>
            <legend className="sr-only">Your designs</legend>
            <div
              className="grid max-h-[400px] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3"
              data-testid="add-design-grid"
            >
              {designs.map((design, index) => {
                const { key, ...radio } = choices[index]!
                const title = designTitle(design)
                return (
                  <label
                    key={key}
                    className="cursor-pointer overflow-hidden rounded-xl border-2 border-slate-200 bg-white has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
                  >
                    <input {...radio} className="sr-only" onChange={() => setSelected(design.id)} />
                    <DesignImage
                      mockupUrl={design.mockupUrl}
                      imageUrl={design.imageUrl}
                      alt=""
                      width={256}
                      height={256}
                      className="aspect-square w-full"
                    />
                    <span className="block truncate p-2 text-xs font-medium">{truncate(title, CARD_TITLE_MAX)}</span>
                  </label>
                )
              })}
            </div>
            <FieldError id={designId.errorId} errors={designId.errors} prefix={NO_DESIGN_SELECTED_TITLE} />
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Link to={closeTo} replace preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <button
              type="submit"
              name="intent"
              value="add"
              className={buttonClass.primary}
              // Without JavaScript the server answers an empty choice with the spec's message.
              disabled={(hydrated && selected === null) || busy}
            >
              {busy ? 'Adding...' : 'Add to Shop'}
            </button>
          </div>
        </Form>
      )}
    </UrlDialog>
  )
}
