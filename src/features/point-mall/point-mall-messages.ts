import { defineMessages } from 'react-intl';

/** Texts of the point mall (spec sections 2 to 4). */
export const pointMallMessages = {
  ...defineMessages({
    title: { id: 'pointMall.title', defaultMessage: 'Point mall' },
    balance: { id: 'pointMall.balance', defaultMessage: 'My points' },
    neverExpire: { id: 'pointMall.neverExpire', defaultMessage: 'Points never expire.' },
    tabs: { id: 'pointMall.tabs', defaultMessage: 'Point mall sections' },
    tabRedeem: { id: 'pointMall.tab.redeem', defaultMessage: 'Redeem' },
    tabHistory: { id: 'pointMall.tab.history', defaultMessage: 'Redeem history' },
    tabDetails: { id: 'pointMall.tab.details', defaultMessage: 'Points details' },
    tabConvert: { id: 'pointMall.tab.convert', defaultMessage: 'Convert to balance' },
    tabRules: { id: 'pointMall.tab.rules', defaultMessage: 'Rules' },
    loading: { id: 'pointMall.loading', defaultMessage: 'Loading…' },
    loginFirst: { id: 'pointMall.loginFirst', defaultMessage: 'Log in to open the point mall.' },
    login: { id: 'pointMall.login', defaultMessage: 'Log in' },
    off: { id: 'pointMall.off', defaultMessage: 'The point mall is not available.' },
    soldOut: { id: 'pointMall.soldOut', defaultMessage: 'Sold out' },
    notEnough: { id: 'pointMall.notEnough', defaultMessage: 'Not enough points' },
    redeem: { id: 'pointMall.redeem', defaultMessage: 'Redeem' },
    quantity: { id: 'pointMall.quantity', defaultMessage: 'Quantity' },
    password: { id: 'pointMall.password', defaultMessage: 'Login password' },
    passwordRequired: {
      id: 'pointMall.passwordRequired',
      defaultMessage: 'Please enter your password',
    },
    confirm: { id: 'pointMall.confirm', defaultMessage: 'Confirm' },
    sending: { id: 'pointMall.sending', defaultMessage: 'Sending…' },
    failed: { id: 'pointMall.failed', defaultMessage: 'Something went wrong, please try again.' },
    emptyItems: { id: 'pointMall.emptyItems', defaultMessage: 'No items to redeem yet.' },
    emptyHistory: {
      id: 'pointMall.emptyHistory',
      defaultMessage: 'You have not redeemed anything yet.',
    },
    emptyRecords: { id: 'pointMall.emptyRecords', defaultMessage: 'No points records.' },
    colReference: { id: 'pointMall.col.reference', defaultMessage: 'Reference' },
    colTime: { id: 'pointMall.col.time', defaultMessage: 'Apply time' },
    colItem: { id: 'pointMall.col.item', defaultMessage: 'Item' },
    colType: { id: 'pointMall.col.type', defaultMessage: 'Type' },
    colName: { id: 'pointMall.col.name', defaultMessage: 'Name' },
    colQuantity: { id: 'pointMall.col.quantity', defaultMessage: 'Quantity' },
    colPoints: { id: 'pointMall.col.points', defaultMessage: 'Points' },
    colRequirement: { id: 'pointMall.col.requirement', defaultMessage: 'Requirement' },
    colStatus: { id: 'pointMall.col.status', defaultMessage: 'Status' },
    colChanged: { id: 'pointMall.col.changed', defaultMessage: 'Changed points' },
    colBalance: { id: 'pointMall.col.balance', defaultMessage: 'Balance' },
    colRemark: { id: 'pointMall.col.remark', defaultMessage: 'Remark' },
    typeFilter: { id: 'pointMall.typeFilter', defaultMessage: 'Point type' },
    allTypes: { id: 'pointMall.allTypes', defaultMessage: 'All types' },
    convertPoints: { id: 'pointMall.convertPoints', defaultMessage: 'Points to convert' },
    convertSubmit: { id: 'pointMall.convertSubmit', defaultMessage: 'Convert' },
    rulesMissions: {
      id: 'pointMall.rules.missions',
      defaultMessage: 'Daily missions pay points too.',
    },
    rulesRedeem: {
      id: 'pointMall.rules.redeem',
      defaultMessage:
        'Redeeming takes the points at once. A request is In Process until it is Approved or Rejected; a rejected request gives its points back.',
    },
    rulesPassword: {
      id: 'pointMall.rules.password',
      defaultMessage: 'Redeeming and converting ask for your login password.',
    },
  }),
  ...defineMessages<{
    pointsValue: { points: number };
    stock: { stock: number };
    redeemTitle: { item: string };
    quantityBad: { max: string };
    cost: { points: number };
    redeemed: { item: string };
    requirement: { points: number; amount: string };
    status: { status: string };
    pointType: { type: string };
    convertIntro: { value: string; min: number };
    convertGets: { amount: string };
    convertBad: { min: number; max: number };
    converted: { amount: string };
    rulesEarn: { amount: string };
    rulesConvert: { value: string; min: number };
  }>({
    pointsValue: { id: 'pointMall.pointsValue', defaultMessage: '{points, number} points' },
    stock: { id: 'pointMall.stock', defaultMessage: '{stock, number} left' },
    redeemTitle: { id: 'pointMall.redeemTitle', defaultMessage: 'Redeem {item}' },
    quantityBad: {
      id: 'pointMall.quantityBad',
      defaultMessage: 'Choose a quantity from 1 to {max}',
    },
    cost: { id: 'pointMall.cost', defaultMessage: 'Costs {points, number} points' },
    redeemed: {
      id: 'pointMall.redeemed',
      defaultMessage: '{item} redeemed: your request is in process.',
    },
    requirement: {
      id: 'pointMall.requirementValue',
      defaultMessage: '{points, number} points · {amount}',
    },
    status: {
      id: 'pointMall.status',
      defaultMessage:
        '{status, select, processing {In Process} rejected {Rejected} approved {Approved} other {-}}',
    },
    pointType: {
      id: 'pointMall.pointType',
      defaultMessage:
        '{type, select, live {Live casino} lottery {Lottery} pvp {Card games} slots {Slots} sports {Sports} redeem {Redeem} deposit {Deposit} other {-}}',
    },
    convertIntro: {
      id: 'pointMall.convertIntro',
      defaultMessage: '1 point is worth {value}. Convert at least {min, number} points at a time.',
    },
    convertGets: { id: 'pointMall.convertGets', defaultMessage: 'You receive {amount}' },
    convertBad: {
      id: 'pointMall.convertBad',
      defaultMessage: 'Enter a whole number of points from {min, number} to {max, number}',
    },
    converted: {
      id: 'pointMall.converted',
      defaultMessage: '{amount} added to your balance.',
    },
    rulesEarn: {
      id: 'pointMall.rules.earn',
      defaultMessage:
        'You earn 1 point for every {amount} of valid bets on live casino, lottery, card games, slots and sports, and of deposits.',
    },
    rulesConvert: {
      id: 'pointMall.rules.convert',
      defaultMessage:
        'Points convert to balance at {value} a point, at least {min, number} points at a time.',
    },
  }),
};
