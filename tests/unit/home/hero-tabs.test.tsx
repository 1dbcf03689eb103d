import { fireEvent, screen } from '@testing-library/react';
import { HeroTabs } from '@/components/home/hero-tabs';
import { renderWithIntl } from '../render';

const tabs = [
  { id: 'sell', label: 'Sell', panel: <p>estimate form</p> },
  { id: 'buy', label: 'Buy', panel: <p>search box</p> },
];

describe('HeroTabs', () => {
  test('the first tab is chosen and its panel shown; the others are hidden and out of the tab order', () => {
    renderWithIntl(<HeroTabs label="Sell or buy" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Sell or buy' })).toBeInTheDocument();
    const sell = screen.getByRole('tab', { name: 'Sell' });
    const buy = screen.getByRole('tab', { name: 'Buy' });
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(sell).toHaveAttribute('tabindex', '0');
    expect(buy).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Sell' })).toHaveTextContent('estimate form');
    expect(screen.getByText('search box').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  test('arrow keys select and focus the next tab (wrapping); a click selects too', () => {
    renderWithIntl(<HeroTabs label="Sell or buy" tabs={tabs} />);
    const sell = screen.getByRole('tab', { name: 'Sell' });
    fireEvent.keyDown(sell, { key: 'ArrowRight' });
    const buy = screen.getByRole('tab', { name: 'Buy' });
    expect(buy).toHaveAttribute('aria-selected', 'true');
    expect(buy).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Buy' })).toHaveTextContent('search box');
    fireEvent.keyDown(buy, { key: 'ArrowRight' });
    expect(sell).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(sell, { key: 'End' });
    expect(buy).toHaveFocus();
    fireEvent.click(sell);
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(buy).toHaveAttribute('tabindex', '-1');
  });
});
