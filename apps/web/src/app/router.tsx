import { lazy, useMemo } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { CustomerLayout } from './layouts/CustomerLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { SignedOutOnly } from './guards/SignedOutOnly';
import { requiresSignIn, signedInOnly } from './guards/route-handle';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Each page is its own chunk, so a customer never downloads admin code and vice versa.
const LandingPage = lazy(() => import('../features/landing/pages/LandingPage'));
const HowItWorksPage = lazy(() => import('../features/landing/pages/HowItWorksPage'));
const HomePage = lazy(() => import('../features/shapes/pages/HomePage'));

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const VerifyOtpPage = lazy(() => import('../features/auth/pages/VerifyOtpPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/auth/pages/ProfilePage'));

const ShapeDetailsPage = lazy(() => import('../features/shapes/pages/ShapeDetailsPage'));
const DrawingPage = lazy(() => import('../features/drawings/pages/DrawingPage'));
const MyDrawingsPage = lazy(() => import('../features/drawings/pages/MyDrawingsPage'));
const CartPage = lazy(() => import('../features/cart/pages/CartPage'));
const DeliveryAddressPage = lazy(() => import('../features/address/pages/DeliveryAddressPage'));
const OrderConfirmedPage = lazy(() => import('../features/orders/pages/OrderConfirmedPage'));
const OrdersPage = lazy(() => import('../features/orders/pages/OrdersPage'));
const QuotationsPage = lazy(() => import('../features/quotations/pages/QuotationsPage'));
const OrderDetailsPage = lazy(() => import('../features/orders/pages/OrderDetailsPage'));
const PaymentMethodPage = lazy(() => import('../features/payment/pages/PaymentMethodPage'));
const ChatsPage = lazy(() => import('../features/chat/pages/ChatsPage'));

const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const AdminLayout = lazy(() => import('./layouts/AdminLayout'));
const AdminDashboardPage = lazy(() => import('../features/admin/dashboard/pages/AdminDashboardPage'));
const AdminShapesPage = lazy(() => import('../features/admin/shapes/pages/AdminShapesPage'));
const AdminLeadsPage = lazy(() => import('../features/admin/leads/pages/AdminLeadsPage'));
const AdminOrdersPage = lazy(() => import('../features/admin/orders/pages/AdminOrdersPage'));
const AdminOrderDetailsPage = lazy(() => import('../features/admin/orders/pages/AdminOrderDetailsPage'));
const AdminChatsPage = lazy(() => import('../features/admin/chats/pages/AdminChatsPage'));
const AdminPricingPage = lazy(() => import('../features/admin/pricing/pages/AdminPricingPage'));
const AdminShopPage = lazy(() => import('../features/admin/shop/pages/AdminShopPage'));
const AdminReturnsPage = lazy(() => import('../features/admin/returns/pages/AdminReturnsPage'));
const AdminNestingPage = lazy(() => import('../features/admin/nesting/pages/AdminNestingPage'));

const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <LandingPage /> },
    { path: paths.landingAlias.path, element: <LandingPage /> },
    { path: paths.howItWorks.path, element: <HowItWorksPage /> },
    {
      element: <SignedOutOnly />,
      children: [
        { path: paths.auth.login.path, element: <LoginPage /> },
        { path: paths.auth.register.path, element: <RegisterPage /> },
      ],
    },
    { path: paths.auth.forgotPassword.path, element: <ForgotPasswordPage /> },
    { path: paths.auth.verifyOtp.path, element: <VerifyOtpPage /> },
    { path: paths.auth.resetPassword.path, element: <ResetPasswordPage /> },
    { path: paths.auth.resetPasswordAlias.path, element: <ResetPasswordPage /> },
  ],
};

const customerRoutes: RouteObject = {
  element: <CustomerLayout />,
  children: [
    { path: paths.home.path, element: <HomePage /> },
    { path: paths.shapeDetails.path, element: <ShapeDetailsPage /> },
    // One page: the drop zone, then (at the drawing's own address) its result below it.
    { path: paths.drawings.upload.path, element: <DrawingPage /> },
    { path: paths.drawings.details.path, element: <DrawingPage /> },
    { path: paths.cart.path, element: <CartPage /> },
    {
      element: <ProtectedRoute />,
      handle: signedInOnly,
      children: [{ path: paths.profile.path, element: <ProfilePage /> }],
    },
    {
      // SPEC section 6: ordering, chat and payment belong to customers, not admins.
      element: <ProtectedRoute roles={['user']} />,
      handle: signedInOnly,
      children: [
        { path: paths.deliveryAddress.path, element: <DeliveryAddressPage /> },
        { path: paths.orderConfirmed.path, element: <OrderConfirmedPage /> },
        { path: paths.orders.path, element: <OrdersPage /> },
        { path: paths.quotations.path, element: <QuotationsPage /> },
        { path: paths.drawings.mine.path, element: <MyDrawingsPage /> },
        { path: paths.orderDetails.path, element: <OrderDetailsPage /> },
        { path: paths.chats.path, element: <ChatsPage /> },
        { path: paths.paymentMethod.path, element: <PaymentMethodPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};

const adminRoutes: RouteObject = {
  path: paths.admin.root.path,
  element: (
    <ProtectedRoute
      roles={['admin']}
      unauthorized={
        <CustomerLayout>
          <UnauthorizedPage />
        </CustomerLayout>
      }
    />
  ),
  handle: signedInOnly,
  children: [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
        { path: paths.admin.dashboard.path, element: <AdminDashboardPage /> },
        { path: paths.admin.shapes.path, element: <AdminShapesPage /> },
        { path: paths.admin.leads.path, element: <AdminLeadsPage /> },
        { path: paths.admin.orders.path, element: <AdminOrdersPage /> },
        { path: paths.admin.orderDetails.path, element: <AdminOrderDetailsPage /> },
        { path: paths.admin.chats.path, element: <AdminChatsPage /> },
        { path: paths.admin.pricing.path, element: <AdminPricingPage /> },
        { path: paths.admin.shop.path, element: <AdminShopPage /> },
        { path: paths.admin.returns.path, element: <AdminReturnsPage /> },
        { path: paths.admin.nesting.path, element: <AdminNestingPage /> },
      ],
    },
  ],
};

export const routes: RouteObject[] = [publicRoutes, customerRoutes, adminRoutes];

/**
 * The app's pages in the layout they share, inside the browser's, the server's or a test's router.
 * A plain router rather than a data router (createBrowserRouter): the app uses no loaders or
 * actions, and the data router's code was a tenth of a visitor's first download.
 */
export function AppRoutes() {
  const location = useLocation();
  // The route table matched once a pathname, not at each render and twice (useRoutes and the
  // guard): React Router ranks every route again on each call, a few ms of a phone's first load.
  const matches = useMemo(() => matchRoutes(routes, location.pathname), [location.pathname]);
  return (
    <RouteErrorBoundary location={location}>
      <RootLayout signInRequired={requiresSignIn(matches ?? [])}>{renderMatches(matches)}</RootLayout>
    </RouteErrorBoundary>
  );
}
