import type { SvgIconComponent } from '@mui/icons-material';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-store';
import { useHeaderIndicators } from './use-header-indicators';

export type CustomerNavEntry = {
  label: string;
  href: string;
  icon: SvgIconComponent;
  /** Cart lines: 'Cart (2 items)'. */
  badgeCount?: number;
  /** Unread messages, named as in Chat (3 unread). */
  unreadCount?: number;
};

/** Payment Method, Chat and Cart; guests are sent to login for the first two (SPEC section 2). */
export function useCustomerNav(): { paymentMethod: CustomerNavEntry; chat: CustomerNavEntry; cart: CustomerNavEntry } {
  const { isAuthenticated } = useAuth();
  const { cartCount, unreadChat } = useHeaderIndicators();
  const login = paths.auth.login.getHref();
  return {
    paymentMethod: {
      label: 'Payment Method',
      href: isAuthenticated ? paths.paymentMethod.getHref() : login,
      icon: PaymentsOutlined,
    },
    chat: {
      label: 'Chat',
      href: isAuthenticated ? paths.chats.getHref() : login,
      icon: ChatOutlined,
      unreadCount: unreadChat,
    },
    cart: { label: 'Cart', href: paths.cart.getHref(), icon: ShoppingCartOutlined, badgeCount: cartCount },
  };
}
