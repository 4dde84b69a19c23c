import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const OrderShow = lazy(() => import('./order-show.tsx').then((m) => ({ default: m.OrderShow })));
const OrderList = lazy(() => import('./order-list.tsx').then((m) => ({ default: m.OrderList })));

export const orders = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'ref',
};
