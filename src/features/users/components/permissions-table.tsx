import { useTranslation } from 'react-i18next'
import {
  USER_PERMISSION_ACTIONS,
  USER_PERMISSION_SUBJECTS,
  USER_ROLE_PERMISSIONS,
  type UserRole,
} from '@contract/users'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'

/** What the user's role may do (contract/users.values.ts), read-only: the role decides it, not single ticks. */
export function PermissionsTable({ role }: { role: UserRole }) {
  const { t } = useTranslation('users')
  const allowed = USER_ROLE_PERMISSIONS[role]
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('permissions.title')}</h2>
        </CardTitle>
        <CardDescription>{t('permissions.description', { role: t(`role.${role}`) })}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-start">
              <th scope="col" className="py-2 text-start font-medium">
                {t('permissions.area')}
              </th>
              {USER_PERMISSION_ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-2 py-2 text-center font-medium">
                  {t(`permissions.actions.${action}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {USER_PERMISSION_SUBJECTS.map((subject) => (
              <tr key={subject} className="border-b last:border-0">
                <th scope="row" className="py-2 text-start font-normal">
                  {t(`permissions.subjects.${subject}`)}
                </th>
                {USER_PERMISSION_ACTIONS.map((action) => {
                  const label = `${t(`permissions.subjects.${subject}`)}: ${t(`permissions.actions.${action}`)}`
                  return (
                    <td key={action} className="px-2 py-2 text-center">
                      <Checkbox
                        aria-label={label}
                        checked={allowed[subject]?.includes(action) ?? false}
                        disabled
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}
