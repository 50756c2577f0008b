import type { SvgIconComponent } from '@mui/icons-material';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { paths } from '../../../../config/paths';

export type AdminMenuEntry = { label: string; href: string; icon: SvgIconComponent };

/** The five entries of the admin side menu (SPEC section 2), then ours: nesting, rates, GST returns and settings. */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { label: 'Home', href: paths.admin.dashboard.getHref(), icon: DashboardOutlined },
  { label: 'Shapes', href: paths.admin.shapes.getHref(), icon: CategoryOutlined },
  { label: 'Leads', href: paths.admin.leads.getHref(), icon: TrendingUpOutlined },
  { label: 'Orders', href: paths.admin.orders.getHref(), icon: ReceiptLongOutlined },
  { label: 'Chats', href: paths.admin.chats.getHref(), icon: ChatOutlined },
  { label: 'Nesting', href: paths.admin.nesting.getHref(), icon: GridViewOutlined },
  { label: 'Pricing', href: paths.admin.pricing.getHref(), icon: CurrencyRupeeOutlined },
  { label: 'GST returns', href: paths.admin.returns.getHref(), icon: AccountBalanceOutlined },
  { label: 'Shop settings', href: paths.admin.shop.getHref(), icon: StorefrontOutlined },
];
