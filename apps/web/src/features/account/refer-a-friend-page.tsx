import { m } from '@kairos/i18n';
import { Button, Card } from '@kairos/ui';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../lib/page-header';
import { logout } from '../../lib/session';

/**
 * /refer-a-friend for owners (docs/product/account.md): the programme explained. An owner's account is never an affiliate's,
 * so the way in is a separate affiliate account at /register-affiliate (a guest page: sign out first).
 */
export function ReferAFriendPage() {
  const navigate = useNavigate();
  const register = async () => {
    await logout();
    navigate('/register-affiliate');
  };
  return (
    <>
      <PageHeader title={m.lv_refer_title()} description={m.lv_refer_subtitle()} />
      <Card title={m.lv_refer_how_title()}>
        <div className="flex max-w-2xl flex-col gap-4 text-sm text-gray-700">
          <ol className="list-decimal space-y-2 pl-5">
            <li>{m.lv_refer_how_1()}</li>
            <li>{m.lv_refer_how_2()}</li>
            <li>{m.lv_refer_how_3()}</li>
            <li>{m.lv_refer_how_4()}</li>
          </ol>
          <p className="text-gray-500">{m.lv_refer_register_hint()}</p>
          <div>
            <Button className="w-full sm:w-auto" onClick={() => void register()}>
              {m.lv_refer_register()}
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
}
