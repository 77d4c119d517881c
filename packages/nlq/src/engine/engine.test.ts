import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, createSalesFixture, type SalesFixture, TEST_CLOCK } from '../testing/fixture.ts';
import { answerQuestion, type NlqAnswer, translateQuestion } from './engine.ts';
import { tokenize } from './text.ts';

let fx: SalesFixture;
beforeAll(async () => {
  fx = await createSalesFixture();
});
afterAll(() => fx.cleanup());

function ask(question: string): Promise<NlqAnswer> {
  return answerQuestion({ db: fx.db, question, schema: fx.schema, clock: TEST_CLOCK });
}

/** The answer to one question over the fixture with `extra` tables (or those tables `only`), in a database of its own. */
async function askWith(extra: Record<string, string>, question: string, only = false): Promise<NlqAnswer> {
  const own = await (only ? createFixture(extra) : createSalesFixture(extra));
  try {
    return await answerQuestion({ db: own.db, question, schema: own.schema, clock: TEST_CLOCK });
  } finally {
    own.cleanup();
  }
}

const flat = (a: NlqAnswer) => a.rows.map((r) => (r.length === 1 ? r[0] : r));
const sorted = (a: NlqAnswer) =>
  flat(a)
    .map((v) => JSON.stringify(v))
    .sort();

describe('answerQuestion', () => {
  it('counts rows and answers in one sentence with its SQL', async () => {
    const a = await ask('How many customers are there?');
    expect(a.understood).toBe(true);
    expect(a.sql).toMatch(/^SELECT count\(\*\)/);
    expect(flat(a)).toEqual([5]);
    expect(a.answer).toBe('The number of customers is 5.');
    expect(a.chart).toBeNull();
    expect(a.interpretation).toContain('customers');
  });

  it('projects the columns named and filters on values found in the data', async () => {
    const a = await ask('Show the name and city of customers in the Enterprise segment');
    expect(a.columns).toEqual(['name', 'city']);
    expect(sorted(a)).toEqual([
      JSON.stringify(['Alice Martin', 'Paris']),
      JSON.stringify(['Eva Novak', 'Berlin']),
    ]);
  });

  it('takes the columns asked for in a second sentence', async () => {
    const a = await ask('Which customers are in the Enterprise segment? List their names and cities.');
    expect(a.columns).toEqual(['name', 'city']);
    expect(a.rows).toHaveLength(2);
  });

  it('matches values regardless of case, plural or a small typo', async () => {
    expect(sorted(await ask('List the names of customers in paris'))).toEqual(['"Alice Martin"', '"Dan Wu"']);
    expect(flat(await ask('What is the price of laptops?'))).toEqual([1200]);
    const typo = await ask('How many customers are in Berlinn?');
    expect(typo.sql).toContain("'Berlin'");
    expect(flat(typo)).toEqual([1]);
  });

  it.each([
    ['How many different cities do customers live in?', 4],
    ['What is the total amount of all orders?', 4730],
    ['What is the average price of products?', 490.4],
    ['What is the maximum price of products?', 1200],
    ['What is the minimum quantity of orders?', 1],
  ])('aggregates: %s', async (question, expected) => {
    expect(flat(await ask(question))).toEqual([expected]);
  });

  it('reads "the count of X" as a count, and "a death count of" as no count', async () => {
    const a = await ask('What is the count of products with a price above 500?');
    expect(a.sql).toMatch(/^SELECT count\(\*\)/);
    expect(flat(a)).toEqual([2]);
    const b = translateQuestion({
      question: 'What is the average order count of customers?',
      schema: fx.schema,
    });
    // (It has no order count to average: declining is no count either.)
    expect(b.understood ? b.sql : '').not.toMatch(/^SELECT count/);
  });

  it('finds a name inside the values of one column ("customers from Ontario" in "Toronto, Ontario")', async () => {
    const fx2 = await createSalesFixture({
      stores:
        'store_id,name,location\n1,North,"Toronto, Ontario"\n2,South,"Austin, Texas"\n3,East,"Ottawa, Ontario"\n',
    });
    try {
      const a = await answerQuestion({
        db: fx2.db,
        question: 'List the names of stores in Ontario',
        schema: fx2.schema,
        clock: TEST_CLOCK,
      });
      expect(a.sql).toContain("ILIKE '%Ontario%'");
      expect(sorted(a)).toEqual(['"East"', '"North"']);
    } finally {
      fx2.cleanup();
    }
  });

  it('groups by a column named right after its table ("per product category"), not by the table\'s rows', async () => {
    const a = await ask('What is the average order amount per product category?');
    expect(a.sql).toContain('GROUP BY T2."category"');
    expect(sorted(a)).toEqual([
      '["Electronics",1066.6666666666667]',
      '["Furniture",500]',
      '["Stationery",15]',
    ]);
  });

  it('groups by rows listed beside a count of theirs ("List customers and the number of orders they placed")', async () => {
    const a = await ask('List customers and the number of orders they placed, sorted by that number.');
    expect(a.rows).toEqual([
      ['Carla Diaz', 1],
      ['Eva Novak', 1],
      ['Bob Stone', 2],
      ['Alice Martin', 4],
    ]);
  });

  it('reads a year after a verb naming related rows as their date ("customers who ordered something in 2023")', async () => {
    const a = await ask('Which customers ordered something in 2023?');
    expect(a.sql).toContain('year(T2."order_date") = 2023');
    expect(sorted(a)).toEqual(['"Bob Stone"', '"Eva Novak"']);
  });

  it('reads "revenue" and "sales", named by no column, as the sum of the rows\' money', async () => {
    const a = await ask('What is the revenue per category in 2026?');
    expect(sorted(a)).toEqual(['["Electronics",2400]', '["Furniture",1200]', '["Stationery",20]']);
    const b = await ask('What were the total sales per city?');
    expect(sorted(b)).toEqual(['["Berlin",300]', '["London",610]', '["Madrid",1200]', '["Paris",2620]']);
  });

  it('reads "the total (amount) of orders", no column named, as the sum of their one money column', async () => {
    const a = await ask('What is the total of orders placed in 2023?');
    expect(a.sql).toContain('sum("amount")');
    const b = await ask('List the total amount of money in the orders placed in 2023.');
    expect(b.sql).toBe(a.sql);
    expect(flat(a)).toEqual([flat(await ask('What is the sum of the amount of orders placed in 2023?'))[0]]);
  });

  it('bounds the sum of the related rows\' money after a verb of spending ("spent more than 1000 in total")', async () => {
    const a = await ask('Which customers have spent more than 1000 in total?');
    expect(a.sql).toContain('HAVING sum(T2."amount") > 1000');
    expect(sorted(a)).toEqual(['["Alice Martin",2620]', '["Carla Diaz",1200]']);
  });

  it('ranks "the biggest order" by its amount', async () => {
    const a = await ask('What was the biggest order in 2023?');
    expect(a.sql).toContain('ORDER BY "amount" DESC LIMIT 1');
    expect(flat(a)).toEqual([8]);
  });

  it('ranks by a verb naming the related rows ("ordered the most": how many; "spent the most": their sum)', async () => {
    const a = await ask('Which customer spent the most?');
    expect(a.sql).toContain('ORDER BY sum(T2."amount") DESC LIMIT 1');
    expect(flat(a)).toEqual(['Alice Martin']);
    const b = await ask('Which product was ordered the least?');
    expect(b.sql).toContain('ORDER BY count(*) ASC LIMIT 1');
    // (The Chair and the Phone were each ordered once: either is the answer.)
    expect(['Chair', 'Phone']).toContain(flat(b)[0]);
  });

  it('ranks rows by an aggregate of their related rows ("the top 3 customers by total amount spent")', async () => {
    const a = await ask('Show the top 3 customers by total amount spent.');
    expect(a.sql).toContain('ORDER BY sum(');
    expect(a.rows).toEqual([
      ['Alice Martin', 2620],
      ['Carla Diaz', 1200],
      ['Bob Stone', 610],
    ]);
    const b = await ask('List the top 2 products by average order amount.');
    expect(flat(b)).toEqual(['Laptop', 'Phone']);
  });

  it('shows the row holding each group\'s extreme ("the product with the highest price in each category")', async () => {
    const a = await ask('What is the name of the product with the highest price in each category?');
    expect(sorted(a)).toEqual([
      '["Electronics","Laptop",1200]',
      '["Furniture","Desk",300]',
      '["Stationery","Pen",2]',
    ]);
    // (The groups' own maximum stays one row per group.)
    const b = await ask('For each category, what is the highest price?');
    expect(b.sql).toContain('GROUP BY');
    expect(sorted(b)).toEqual(['["Electronics",1200]', '["Furniture",300]', '["Stationery",2]']);
  });

  it('groups by a part of the rows\' date ("per year", "each month of 2026"), in time order', async () => {
    const a = await ask('How many orders were placed per year?');
    expect(a.sql).toContain('GROUP BY year(');
    expect(a.rows).toEqual([
      [2023, 2],
      [2025, 1],
      [2026, 5],
    ]);
    expect(a.chart?.mark).toBe('line');
    // ("the order amount by year": "order" is no sort verb there.)
    const byYear = await ask('What is the average order amount by year?');
    expect(byYear.sql).toContain('GROUP BY year(');
    const sales = await ask('Show sales by month for Electronics.');
    expect(sales.rows).toEqual([
      ['2025-05', 800],
      ['2026-02', 1200],
      ['2026-07', 1200],
    ]);
    // (Within one year, the months are numbered.)
    const b = await ask('What is the total amount of orders in each month of 2026?');
    expect(b.rows).toEqual([
      [2, 1200],
      [3, 600],
      [7, 1200],
      [8, 600],
      [10, 20],
    ]);
  });

  it('reads "what percentage of X …" as the share of rows meeting the one condition, in percent', async () => {
    const a = await ask('What percentage of products have a price above 500?');
    expect(a.sql).toContain('FILTER (WHERE');
    expect(flat(a)).toEqual([40]);
    // (Two conditions: which one the share is out of is not told apart, so it declines rather than guess.)
    const b = translateQuestion({
      question: 'What percentage of products in Electronics have a price above 500?',
      schema: fx.schema,
    });
    expect(b.understood ? b.sql : b.reason).toMatch(/^I could not tell which rows the percentage is out of/);
  });

  it('keeps groups with nothing counted when asked ("including those with none": a count of 0)', async () => {
    const fx2 = await createSalesFixture({
      makers: 'maker_id,maker_name\n1,Sony\n2,Iomega\n3,Winchester\n',
      gadgets: 'gadget_id,gadget_name,maker_id\n1,Monitor,1\n2,ZIP drive,2\n3,Floppy,2\n',
    });
    const ask2 = (question: string) =>
      answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
    try {
      const a = await ask2('How many gadgets does each maker have, including those with none?');
      expect(a.sql).toContain('LEFT JOIN');
      expect(sorted(a)).toEqual(['["Iomega",2]', '["Sony",1]', '["Winchester",0]']);
      const b = await ask2('How many gadgets does each maker have?');
      expect(sorted(b)).toEqual(['["Iomega",2]', '["Sony",1]']);
    } finally {
      fx2.cleanup();
    }
  });

  it('reads a yes/no column named after a verb of having as a condition ("do not have wifi", "allow pets")', async () => {
    const fx2 = await createSalesFixture({
      phones: 'phone_id,model,WiFi\n1,A1,802.11b\n2,B2,No\n3,C3,No\n',
      hotels: 'hotel_id,price,pets_allowed_yn\n1,100,1\n2,200,0\n3,300,1\n',
      users: 'user_id,user_name,user_login\n1,ann,0\n2,ben,1\n3,cal,0\n',
      regions:
        'region_id,region,county,isAVA\n1,Carneros,Napa,Yes\n2,Oakville,Napa,No\n3,Bennett,Sonoma,Yes\n',
    });
    const ask2 = (question: string) =>
      answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
    try {
      const a = await ask2('How many phones do not have wifi?');
      expect(a.sql).toContain(`"WiFi" = 'No'`);
      expect(flat(a)).toEqual([2]);
      const b = await ask2('What is the average price of hotels that allow pets?');
      expect(b.sql).toContain('"pets_allowed_yn" = 1');
      expect(flat(b)).toEqual([200]);
      // ("logged in": the words of `login` run together, right after "are".)
      const c = await ask2('How many users are logged in?');
      expect(c.sql).toContain('"user_login" = 1');
      expect(flat(c)).toEqual([1]);
      // ("not AVA", "but not AVA" and "the AVA regions": after the verb's negation, and as an adjective of the rows.)
      const d = await ask2('How many regions are not AVA?');
      expect(flat(d)).toEqual([1]);
      const e = await ask2('Which regions are in Napa county but not AVA?');
      expect(sorted(e)).toEqual(['"Oakville"']);
      const f = await ask2('List the AVA regions in Napa county.');
      expect(sorted(f)).toEqual(['"Carneros"']);
    } finally {
      fx2.cleanup();
    }
  });

  it('reads digits after a column name on the table whose text values hold them ("client with postal code 70174")', async () => {
    const fx2 = await createSalesFixture({
      reps: 'rep_id,name,city,postal_code\n1,Ann,Calgary,T2P 1J9\n2,Ben,Montreal,H2X 1Y4\n',
      clients: 'client_id,name,rep_id,postal_code\n1,Acme,1,70174\n2,Bolt,2,SW1A 1AA\n3,Core,2,10012\n',
    });
    try {
      const a = await answerQuestion({
        db: fx2.db,
        question: 'What city does the rep who helps the client with postal code 70174 live in?',
        schema: fx2.schema,
        clock: TEST_CLOCK,
      });
      expect(a.sql).toContain(`"postal_code" = '70174'`);
      expect(flat(a)).toEqual(['Calgary']);
    } finally {
      fx2.cleanup();
    }
  });

  it.each([
    'How many orders have an amount between 500 to 1000?',
    'How many orders have an amount from 500 to 1000?',
  ])('reads a range written with "to": %s', async (question) => {
    const a = await ask(question);
    expect(a.sql).toContain('BETWEEN 500 AND 1000');
    expect(flat(a)).toEqual([3]);
  });

  it('compares with an aggregate when the column sits inside the comparison ("a higher price than average")', async () => {
    const a = await ask('List the names of products with a higher price than average');
    expect(a.sql).toContain('> (SELECT avg("price")');
    expect(sorted(a)).toEqual(['"Laptop"', '"Phone"']);
  });

  it('reads "outside" as a negated value ("customers outside Paris")', async () => {
    const a = await ask('List the names of customers located outside Paris');
    expect(a.sql).toContain("!= 'Paris'");
    expect(sorted(a)).toEqual(['"Bob Stone"', '"Carla Diaz"', '"Eva Novak"']);
  });

  it('counts each row once when a question reaches related rows ("customers who have an order")', async () => {
    const a = await ask('How many customers have an order?');
    expect(a.sql).toContain('count(DISTINCT');
    expect(flat(a)).toEqual([4]);
    expect(sorted(await ask('List the names of customers who have an order in Paris'))).toEqual([
      '"Alice Martin"',
    ]);
  });

  it('counts distinct values of a column named after its table', async () => {
    expect(flat(await ask('Count the number of distinct customer cities.'))).toEqual([4]);
  });

  it('shows every column for "all information", and ids as the key', async () => {
    const all = await ask('Show all information about products in the Furniture category');
    expect(all.columns).toEqual(['product_id', 'name', 'category', 'price']);
    expect(all.rows).toHaveLength(2);
    const ids = await ask('Show the ids of products costing between 100 and 500');
    expect(ids.columns).toEqual(['product_id']);
    expect(sorted(ids)).toEqual(['3', '4']);
  });

  it('reads a list of aggregates over one column, and "more than the average" of the table\'s measure', async () => {
    expect((await ask('What are the minimum, average and maximum prices of products?')).rows).toEqual([
      [2, 490.4, 1200],
    ]);
    expect(sorted(await ask('Which products cost more than the average?'))).toEqual(['"Laptop"', '"Phone"']);
  });

  it('reads "contains", "starts with" and "ends with" as case-insensitive patterns', async () => {
    expect(sorted(await ask('Which customers have a name containing "ar"?'))).toEqual([
      '"Alice Martin"',
      '"Carla Diaz"',
    ]);
    expect(sorted(await ask("List the products whose name starts with 'p'"))).toEqual(['"Pen"', '"Phone"']);
    // "… have "ar" in their name": the literal before "in" + a possessive + a column.
    expect(sorted(await ask('Which customers have "ar" in their name?'))).toEqual([
      '"Alice Martin"',
      '"Carla Diaz"',
    ]);
    const literal = await ask('Which customers have a name containing "100%"?');
    expect(literal.sql).toContain('ESCAPE');
    expect(literal.rows).toEqual([]);
  });

  it('reads the column after a pattern ("in its name"), and sorts "in alphabetical order" by the names', async () => {
    const a = await ask("What are the prices of the products with substring 'a' in its name?");
    expect(a.sql).toContain(`"name" ILIKE '%a%'`);
    expect(sorted(a)).toEqual(['1200', '150']);
    const listed = await ask('List every product whose category starts with F in alphabetical order.');
    expect(flat(listed)).toEqual(['Chair', 'Desk']);
    expect(listed.sql).toContain('ORDER BY "name" ASC');
  });

  it('reads "in its title" / "in the name" with no such column as the naming column of the rows named before', async () => {
    const ordered = await ask('Which customers ordered a product that has "ha" in its title?');
    expect(ordered.sql).toContain(`"name" ILIKE '%ha%'`);
    expect(sorted(ordered)).toEqual(['"Bob Stone"']);
    expect(sorted(await ask('List the products with "ha" in the title.'))).toEqual(['"Chair"']);
  });

  it('reads "in year 2024 or later" as a bound, and adds the count to "the most common X, and how many"', async () => {
    expect(flat(await ask('How many customers have a signup date in year 2025 or later?'))).toEqual([2]);
    const common = await ask('What is the most common segment of customers, and how many are there?');
    expect(common.rows).toHaveLength(1);
    expect(common.rows[0]).toHaveLength(2);
    expect(common.rows[0]![1]).toBe(2);
  });

  it('ranks rows by how many rows refer to them for "the most frequent customer", "ordered the most times"', async () => {
    for (const q of [
      'Who is the most frequent customer?',
      'Which customer ordered the most number of times?',
    ]) {
      const a = await ask(q);
      expect(a.sql).toContain('JOIN "orders"');
      expect(flat(a)).toEqual(['Alice Martin']);
    }
  });

  it('sorts by the column after later sorting words, and compares with "the lowest" without ranking', async () => {
    const sortedBy = await ask('Sort the names of products in ascending order of their price.');
    expect(flat(sortedBy)).toEqual(['Pen', 'Chair', 'Desk', 'Phone', 'Laptop']);
    const below = await ask(
      'Which products have a price less than the lowest price of products in Electronics?',
    );
    expect(below.sql).not.toContain('LIMIT');
    expect(sorted(below)).toEqual(['"Chair"', '"Desk"', '"Pen"']);
    const between = await ask('Which products have a price above the minimum and under 500?');
    expect(sorted(between)).toEqual(['"Chair"', '"Desk"']);
  });

  it('reads a year right after a value ("the Enterprise 2025 customers") on the value\'s table', async () => {
    const a = await ask('How many customers are in the Enterprise 2025 cohort?');
    expect(a.sql).toContain('year("signup_date") = 2025');
    expect(flat(a)).toEqual([1]);
  });

  it('keeps the count beside other aggregates of each group', async () => {
    const a = await ask(
      'Show product categories, along with the number of products and the average price for each category.',
    );
    expect(a.columns).toEqual(['category', 'number_of_products', 'average_price']);
    expect(sorted(a)).toContain(JSON.stringify(['Electronics', 2, 1000]));
  });

  it('reads two parallel groups of conditions: "in Paris, Consumer or in London, SMB", "… but not by …"', async () => {
    const either = await ask('Which customers are in Paris, Consumer or in London, SMB?');
    expect(either.interpretation).toContain('either Paris, Consumer or London, SMB');
    expect(sorted(either)).toEqual(['"Bob Stone"', '"Dan Wu"']);
    const except = await ask(
      'Which products were bought by customers in Paris, Enterprise but not by customers in London, SMB?',
    );
    expect(except.sql).toContain('NOT IN');
    expect(sorted(except)).toEqual(['"Desk"', '"Laptop"', '"Phone"']);
    // One value per group is a plain list.
    expect((await ask('Which customers are in Paris or in London?')).sql).toContain(`IN ('Paris', 'London')`);
  });

  it('counts the groups that meet a bound: "How many customers have at least 2 orders?"', async () => {
    const a = await ask('How many customers have at least 2 orders?');
    expect(a.rows).toEqual([[2]]);
    expect(a.answer).toContain('2');
  });

  it('reads "How many total X" as a sum, and "without the letter P in their name" as a negated pattern', async () => {
    expect(flat(await ask('How many total quantity was ordered in 2026?'))).toEqual([18]);
    const without = await ask('List the products without the letter P in their name.');
    expect(sorted(without)).toEqual(['"Chair"', '"Desk"']);
  });

  it('reads two values of one column that no row holds at once as "each of" them ("both quantity 1 and 10")', async () => {
    const a = await ask('Show the customers whose orders have both quantity 1 and quantity 10.');
    expect(a.interpretation).toContain('quantity is each of 1 and 10');
    expect(flat(a)).toEqual(['Alice Martin']);
  });

  it('ranks the values of a column by the rows with a value: "the city with the most Enterprise customers"', async () => {
    const a = await ask('Which city has the most Enterprise customers?');
    expect(a.sql).toContain(`"segment" = 'Enterprise' GROUP BY "city" ORDER BY count(*) DESC LIMIT 1`);
    expect(a.rows).toHaveLength(1);
  });

  it('counts the table after a value for "the most <value> <table>"', () => {
    const t = translateQuestion({
      question: 'Which product has the most Paris customers?',
      schema: fx.schema,
    });
    expect(t.understood && t.sql).toContain(`"city" = 'Paris'`);
    expect(t.understood && t.sql).toContain('ORDER BY count(*) DESC LIMIT 1');
  });

  it('reads "customer 2 or 3" as the rows referring to those keys', async () => {
    const a = await ask('What are the amounts of the orders of customer 2 or 3?');
    expect(a.sql).toContain('"customer_id" = 2 OR "customer_id" = 3');
    expect(a.interpretation).toContain('customer_id = 3');
    expect(sorted(a)).toEqual(['10', '1200', '600']);
  });

  it('shows the column asked for when a pattern follows it ("all cities that contain the letter r")', async () => {
    const a = await ask('Show all cities that contain the letter r.');
    expect(a.columns).toEqual(['city']);
    expect(sorted(a)).toEqual(['"Berlin"', '"Madrid"', '"Paris"', '"Paris"']);
  });

  it('reaches a negated value past the column named before it ("not of segment equal to SMB")', async () => {
    const a = await ask('Which customers are not of segment equal to SMB?');
    expect(a.sql).toContain(`"segment" != 'SMB'`);
    expect(a.rows).toHaveLength(3);
  });

  it('negates a pattern: "whose name does not contain"', async () => {
    const a = await ask('List the names of products whose name does not contain the letter P.');
    expect(a.sql).toContain('NOT ILIKE');
    expect(a.interpretation).toContain('does not contain "P"');
    // Case-insensitive, like every pattern: "Laptop" has a "p".
    expect(sorted(a)).toEqual(['"Chair"', '"Desk"']);
  });

  it("inverts a pattern a row's own text fails, keeping values that repeat (no EXCEPT)", async () => {
    const a = await ask('List the cities of customers whose name does not contain the letter o.');
    expect(a.sql).not.toContain('EXCEPT');
    expect(sorted(a)).toEqual(['"Madrid"', '"Paris"', '"Paris"']);
  });

  it('reads "never" and "do not have" over a column as the values minus those of matching rows (EXCEPT)', async () => {
    const never = await ask('Which cities have never had a customer in the SMB segment?');
    expect(never.sql).toContain('EXCEPT');
    expect(sorted(never)).toEqual(['"Berlin"', '"Paris"']);
    expect(sorted(await ask('Which segments do not have customers in Paris?'))).toEqual(['"SMB"']);
    expect(sorted(await ask('Which segments have no customers in Paris?'))).toEqual(['"SMB"']);
    // "is not" is about each row.
    const isNot = await ask('List the names of customers whose city is not Paris');
    expect(isNot.sql).not.toContain('EXCEPT');
    expect(isNot.rows).toHaveLength(3);
  });

  it('reads two bounds no value meets at once as values shared by rows meeting each (INTERSECT)', async () => {
    const both = await ask('Which categories have products with price above 1000 and price below 900?');
    expect(both.sql).toContain('INTERSECT');
    expect(flat(both)).toEqual(['Electronics']);
  });

  it('reads "or" between two conditions as alternatives', async () => {
    const range = await ask('Which products have a price lower than 10 or higher than 1000?');
    expect(range.sql).toContain(' OR ');
    expect(sorted(range)).toEqual(['"Laptop"', '"Pen"']);
    const mixed = await ask('List the names of customers in Paris or in the SMB segment');
    expect(sorted(mixed)).toEqual(['"Alice Martin"', '"Bob Stone"', '"Carla Diaz"', '"Dan Wu"']);
  });

  it('ranks rows by their date for "most recently", and shows the row for "the product with the lowest price"', async () => {
    expect(flat(await ask('Which customer signed up most recently?'))).toEqual(['Eva Novak']);
    expect(flat(await ask('What is the product with the lowest price?'))).toEqual(['Pen']);
    expect(flat(await ask('What is the lowest price of products?'))).toEqual([2]);
  });

  it('reads "from high to low" as descending, and "where" as the place column', async () => {
    const ordered = await ask('List the product names sorted by price from high to low');
    expect(flat(ordered)[0]).toBe('Laptop');
    expect(flat(await ask('Where is the customer Alice Martin?'))).toEqual(['Paris']);
  });

  it('compares two columns of the same row, and reads a capitalised month abbreviation as the month', async () => {
    const fx2 = await createSalesFixture({
      climate: 'climate_id,town,Jan,Mar,Jul,Oct\n1,Oslo,-4,1,17,6\n2,Lima,23,23,17,18\n3,Perth,24,22,13,17\n',
    });
    try {
      const ask2 = (question: string) =>
        answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
      const lower = await ask2('Which towns have a temperature in March lower than that in July?');
      expect(lower.sql).toContain('"Mar" < "Jul"');
      expect(flat(lower)).toEqual(['Oslo']);
      const either = await ask2(
        'Which towns have a temperature in Jan higher than in Oct or lower than in Jul?',
      );
      expect(sorted(either)).toEqual(['"Lima"', '"Oslo"', '"Perth"']);
    } finally {
      fx2.cleanup();
    }
  });

  it('reads "how much" as the price, and "when and …" as the date besides what else is asked', async () => {
    expect(flat(await ask('How much is the product Desk?'))).toEqual([300]);
    const when = await ask('When and in what city did the customer Bob Stone join?');
    expect(flat(when)).toEqual([['2023-03-02', 'London']]);
  });

  it('reads a negated condition on related rows as "no related row meets it" (NOT IN)', async () => {
    const before = await ask('How many customers have never placed an order before 2025?');
    expect(before.sql).toContain('NOT IN');
    expect(flat(before)).toEqual([3]);
    expect(sorted(await ask('Which customers have not placed an order with an amount above 1000?'))).toEqual([
      '"Bob Stone"',
      '"Dan Wu"',
      '"Eva Novak"',
    ]);
  });

  it("shows the group's own id, not its name, when the id is asked for", async () => {
    const answer = await ask(
      'For each customer with some orders, list the count of orders and the customer id.',
    );
    expect(answer.columns[0]).toBe('customer_id');
    expect(answer.sql).not.toContain('"name"');
  });

  it('shows the columns a second request after the count asks for', async () => {
    const answer = await ask(
      'How many orders did each customer make? List the customer name, city and the count.',
    );
    expect(answer.sql).toContain('"city"');
  });

  it('groups by the id asked for beside another column of the group', async () => {
    const answer = await ask(
      'How many orders did each customer make? List the customer id, city and the count.',
    );
    expect(answer.columns.slice(0, 2)).toEqual(['customer_id', 'city']);
  });

  it('reads an id named alone in a list as that of the table named before it', async () => {
    const extra = await createSalesFixture({
      members: 'member_id,member_last_name,phone_number\n1,Smith,555-1\n2,Jones,555-2\n',
      visits: 'visit_id,member_id,visit_date\n10,1,2020-01-01\n11,1,2020-02-01\n12,2,2020-03-01\n',
    });
    try {
      const { sql } = await answerQuestion({
        db: extra.db,
        question: 'What is the member last name, id and phone number with most number of visits?',
        schema: extra.schema,
        clock: TEST_CLOCK,
      });
      expect(sql).toContain('T1."member_id", T1."phone_number" FROM "members"');
      expect(sql).not.toContain('"visit_id"');
    } finally {
      extra.cleanup();
    }
  });

  it('lists every row for "each" when nothing is counted or aggregated', async () => {
    const names = await ask("List every customer's name.");
    expect(names.sql).not.toContain('count(');
    expect(names.rows).toHaveLength(5);
    const amounts = await ask('Show the amount and the product name for each order.');
    expect(amounts.columns).toHaveLength(2);
    expect(amounts.rows).toHaveLength(8);
    // "… and the count": one count per value shown.
    const counted = await ask('Show the segments of customers and the count.');
    expect(Object.fromEntries(counted.rows as [string, number][])).toEqual({
      Enterprise: 2,
      SMB: 2,
      Consumer: 1,
    });
    // Two values named with "and" after "how many": one count for each.
    const each = await ask('How many customers are Enterprise and how many are SMB?');
    expect(Object.fromEntries(each.rows as [string, number][])).toEqual({ Enterprise: 2, SMB: 2 });
    // "by" before a value is a condition, not a grouping.
    const byAlice = await ask('Find the number of orders by the customer Alice Martin.');
    expect(flat(byAlice)).toEqual([4]);
    // An aggregate asked of each row of the table itself: one value per row, by its name.
    const perProduct = await ask('What is the average price of each product?');
    expect(perProduct.columns).toHaveLength(2);
    expect(perProduct.rows).toHaveLength(5);
  });

  it('groups with "per", "by" and "for each", and charts the result', async () => {
    const perCity = await ask('How many orders per city?');
    expect(Object.fromEntries(perCity.rows as [string, number][])).toEqual({
      Paris: 4,
      London: 2,
      Madrid: 1,
      Berlin: 1,
    });
    expect(perCity.chart).toMatchObject({ mark: 'bar', encoding: { x: { field: 'city' } } });
    const byCategory = await ask('What is the total amount by category?');
    expect(Object.fromEntries(byCategory.rows as [string, number][])).toEqual({
      Electronics: 3200,
      Furniture: 1500,
      Stationery: 30,
    });
    const perSegment = await ask('For each segment, how many customers are there?');
    expect(Object.fromEntries(perSegment.rows as [string, number][])).toEqual({
      Enterprise: 2,
      SMB: 2,
      Consumer: 1,
    });
  });

  it('compares with numbers and ranges', async () => {
    expect(sorted(await ask('Which products have a price greater than 500?'))).toEqual([
      '"Laptop"',
      '"Phone"',
    ]);
    expect(sorted(await ask('Show products with price between 100 and 500'))).toEqual(['"Chair"', '"Desk"']);
  });

  it('reads years and relative periods against the clock', async () => {
    expect(flat(await ask('How many orders in 2023?'))).toEqual([2]);
    const quarter = await ask('How many orders were placed last quarter?');
    expect(quarter.sql).toContain("'2026-07-01'");
    expect(flat(quarter)).toEqual([2]);
    expect(quarter.interpretation).toContain('Q3 2026');
    expect(flat(await ask('How many orders since March?'))).toEqual([4]);
  });

  it('reads dates written out, with the words that bound them, on the date column named before them', async () => {
    const after = await ask('Which customers signed up after February 20th, 2025?');
    expect(after.sql).toContain(`"signup_date" > '2025-02-20'`);
    expect(sorted(after)).toEqual(['"Eva Novak"']);
    expect(flat(await ask('How many orders were placed on or after 2026-08-15?'))).toEqual([2]);
    expect(flat(await ask('How many orders before 15 March 2026?'))).toEqual([4]);
    expect(flat(await ask('How many orders on Oct 1, 2026?'))).toEqual([1]);
    // Written with slashes, month first ("10/01/2026"), or day first where the first number is no month.
    expect(flat(await ask('How many orders on 10/01/2026?'))).toEqual([1]);
    expect((await ask('How many orders before 15/03/2026?')).sql).toContain(`< '2026-03-15'`);
    const between = await ask('How many orders between 2026-03-15 and 2026-08-15?');
    expect(between.interpretation).toContain('between 2026-03-15 and 2026-08-15');
    expect(flat(between)).toEqual([3]);
    // A time with a one-digit hour is written out in full.
    expect((await ask("How many orders were placed after '2026-08-15 9:05'?")).sql).toContain(
      `"order_date" > '2026-08-15 09:05:00'`,
    );
    // Not a calendar date: no date condition is made up.
    expect((await ask('How many orders on 2026-02-30?')).sql).not.toContain('2026-02-30');
  });

  it('sorts by the column after "in ascending order of", and reads a "Please list…" sentence for columns', async () => {
    const sortedBy = await ask(
      'Find the names of products in Electronics, and sort them in ascending order of price.',
    );
    expect(flat(sortedBy)).toEqual(['Phone', 'Laptop']);
    const cheapest = await ask(
      'Which product has the lowest price? Please list the product name and its price.',
    );
    expect(cheapest.columns).toEqual(['name', 'price']);
    expect(cheapest.rows).toEqual([['Pen', 2]]);
  });

  it('widens a bound written "N or older / or younger" to include N', async () => {
    expect(sorted(await ask('Which products have a price of 800 or higher?'))).toEqual([
      '"Laptop"',
      '"Phone"',
    ]);
    expect(sorted(await ask('Which products have a price of 150 or smaller?'))).toEqual(['"Chair"', '"Pen"']);
  });

  it('ranks: top-N, superlatives and ordering', async () => {
    expect(flat(await ask('Top 3 products by price'))).toEqual(['Laptop', 'Phone', 'Desk']);
    expect(flat(await ask('Which product has the highest price?'))).toEqual(['Laptop']);
    expect(flat(await ask('Which customer has the most orders?'))).toEqual(['Alice Martin']);
    expect(flat(await ask('List products ordered by price descending'))).toEqual([
      'Laptop',
      'Phone',
      'Desk',
      'Chair',
      'Pen',
    ]);
  });

  it('ranks the values of a column by how many rows have them', async () => {
    const a = await ask('Which city has the most customers?');
    expect(a.sql).toContain('GROUP BY "city" ORDER BY count(*) DESC LIMIT 1');
    expect(flat(a)).toEqual(['Paris']);
    const fewest = await ask('Which segment has the fewest customers?');
    expect(flat(fewest)).toEqual(['Consumer']);
    // People in general are the rows: "the customer segment that has the least members".
    expect(flat(await ask('Find the customer segment that has the least members.'))).toEqual(['Consumer']);
  });

  it('ranks counts for "the top 2 cities by number of customers" and "…, and which one has the most?"', async () => {
    const top = await ask('What are the top 2 cities by number of customers and how many do they have?');
    expect(top.sql).toContain('ORDER BY count(*) DESC LIMIT 2');
    expect(top.rows[0]).toEqual(['Paris', 2]);
    const most = await ask('For each customer id, how many orders does it have, and which one has the most?');
    expect(most.sql).toContain('ORDER BY count(*) DESC LIMIT 1');
    expect(most.rows).toEqual([[1, 4]]);
  });

  it('ranks the values of a referring id column by how many rows have them ("the customer id with most orders")', async () => {
    const a = await ask('Show the customer id with most number of orders.');
    expect(a.sql).toContain('GROUP BY "customer_id" ORDER BY count(*) DESC LIMIT 1');
    expect(flat(a)).toEqual([1]);
  });

  it('shows every column listed before "with the most <rows>", grouped ("the segment and city with the most customers")', async () => {
    const a = await ask('Show the segment and city with the most customers.');
    expect(a.columns).toEqual(['segment', 'city']);
    expect(a.sql).toContain('GROUP BY "segment", "city" ORDER BY count(*) DESC LIMIT 1');
    // A column named right before it, with no comma or "and", qualifies it: "the membership level".
    const extra = await createSalesFixture({
      clubs: 'club_id,name,membership_fee\n1,North,10\n2,South,20\n',
      players: 'player_id,club_id,level\n1,1,3\n2,1,3\n3,2,5\n',
    });
    try {
      const q = 'Show the membership level with the most players.';
      const b = await answerQuestion({ db: extra.db, question: q, schema: extra.schema, clock: TEST_CLOCK });
      expect(b.columns).toEqual(['level']);
    } finally {
      extra.cleanup();
    }
  });

  it('breaks ties by further sort keys joined with "and" ("sorted by price decreasing and name ascending")', async () => {
    const a = await ask('List the names of products sorted by category and price.');
    expect(a.sql).toContain('ORDER BY "category" ASC, "price" ASC');
    expect(flat(a)).toEqual(['Phone', 'Laptop', 'Chair', 'Desk', 'Pen']);
    const b = await ask(
      'Show the name and price of products, sorted by category descending and then by price.',
    );
    expect(b.sql).toContain('ORDER BY "category" DESC, "price" ASC');
  });

  it('shows the count a group is filtered or ranked by when it is asked for apart ("…, and the number of orders")', async () => {
    const a = await ask(
      'Find the name of the customer who made more than 1 order, and the number of orders.',
    );
    expect(a.rows).toEqual([
      ['Alice Martin', 4],
      ['Bob Stone', 2],
    ]);
    const b = await ask('List the top 2 customers by number of orders. List their names and total orders.');
    expect(b.rows).toEqual([
      ['Alice Martin', 4],
      ['Bob Stone', 2],
    ]);
    expect(flat(await ask('List the top 2 customers by number of orders.'))).toEqual([
      'Alice Martin',
      'Bob Stone',
    ]);
  });

  it('shows only the aggregate of the most common group when nothing else is asked ("the total … of the most common X")', async () => {
    const a = await ask('What is the total amount of orders in the most common customer id?');
    expect(a.sql).toContain('ORDER BY count(*) DESC LIMIT 1');
    expect(flat(a)).toEqual([2620]);
  });

  it('reads "starting with the oldest" as a sort only: "starting" names no column to show', async () => {
    const extra = await createSalesFixture({
      clubs: 'club_id,name,start_year\n1,North,2001\n2,South,1998\n3,East,2005\n',
    });
    try {
      const q = 'List the names of all clubs starting with the oldest.';
      const a = await answerQuestion({ db: extra.db, question: q, schema: extra.schema, clock: TEST_CLOCK });
      expect(a.columns).toEqual(['name']);
      expect(flat(a)).toEqual(['South', 'North', 'East']);
    } finally {
      extra.cleanup();
    }
  });

  it('counts per value of a column named before "the number of"', async () => {
    const a = await ask('Show the different segments and the number of customers in each.');
    expect(Object.fromEntries(a.rows as [string, number][])).toEqual({ Enterprise: 2, SMB: 2, Consumer: 1 });
    // A column named after the count is not a grouping: still one number.
    expect(flat(await ask('Count the number of customers with segment Enterprise.'))).toEqual([2]);
  });

  it('counts rows, not distinct values, when a filter column follows "how many"', async () => {
    const a = await ask('How many customers have segment Enterprise?');
    expect(a.sql).toMatch(/^SELECT count\(\*\)/);
    expect(flat(a)).toEqual([2]);
    expect(flat(await ask('How many different cities do customers live in?'))).toEqual([4]);
    expect(flat(await ask('How many kinds of segments are there?'))).toEqual([3]);
  });

  it('reads "the average number of <numeric column>" as an average, not a count', async () => {
    const a = await ask('What is the average number of quantity of orders?');
    expect(a.sql).toContain('avg("quantity")');
    expect(flat(a)).toEqual([3.125]);
  });

  it('filters groups of a column by how many rows of the table they have', async () => {
    const a = await ask('Which cities have more than 1 customer?');
    expect(a.sql).toContain('HAVING count(*) > 1');
    expect(flat(a)).toEqual(['Paris']);
  });

  it('reads two counts of related rows joined by "or" as either one, and a denied count as its complement', async () => {
    const fx2 = await createSalesFixture({
      reviews: 'review_id,customer_id,rating\n1,4,5\n2,4,3\n3,2,4\n',
    });
    try {
      const ask2 = (question: string) =>
        answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
      const a = await ask2('Which customers have at least 2 orders or at least 2 reviews? List their names.');
      expect(sorted(a)).toEqual(['"Alice Martin"', '"Bob Stone"', '"Dan Wu"']);
      const b = await ask2(
        'Which customers have at least 1 order and less than 2 reviews? List their names.',
      );
      // (Like a HAVING over joined rows, a count below a bound is of rows there are.)
      expect(sorted(b)).toEqual(['"Bob Stone"']);
      const c = await ask2('Show all customer names except for those with at least 2 orders.');
      expect(sorted(c)).toEqual(['"Carla Diaz"', '"Dan Wu"', '"Eva Novak"']);
    } finally {
      fx2.cleanup();
    }
  });

  it('lists the repeated values of rows with no related row holding a value as a set difference (EXCEPT)', async () => {
    const a = await ask('What are the cities of customers who never ordered a Laptop?');
    expect(a.sql).toContain('EXCEPT');
    expect(sorted(a)).toEqual(['"Berlin"', '"London"']);
  });

  it('reads "both A and B" about a shown column of the table holding the values as what its rows have in common', async () => {
    const fx2 = await createSalesFixture({
      players: 'player_id,name\n1,Ann\n2,Ben\n3,Cid\n4,Dee\n',
      transfers:
        'transfer_id,player_id,club,agent\n1,1,Lions,Smith\n2,2,Lions,Jones\n3,3,Bears,Smith\n4,4,Wolves,Jones\n',
    });
    try {
      const a = await answerQuestion({
        db: fx2.db,
        question: 'What are the clubs that have both players with agent Smith and players with agent Jones?',
        schema: fx2.schema,
        clock: TEST_CLOCK,
      });
      expect(a.sql).toContain('INTERSECT');
      expect(flat(a)).toEqual(['Lions']);
    } finally {
      fx2.cleanup();
    }
  });

  it('reads a count of related rows as an alternative to a condition beside it ("in Berlin or with at least 2 orders")', async () => {
    const a = await ask('Which customers live in Berlin or have at least 2 orders? List their names.');
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Bob Stone"', '"Eva Novak"']);
  });

  it('matches quoted values through the same normal form as the data', async () => {
    const a = await ask('How many customers are in the segment "Enterprise"?');
    expect(a.sql).toContain("'Enterprise'");
    expect(flat(a)).toEqual([2]);
  });

  it('applies several aggregates joined by "and" to the same column', async () => {
    const a = await ask('What is the average and maximum price of products?');
    expect(a.rows).toEqual([[490.4, 1200]]);
  });

  it('negates a value even when its column is named between "not" and the value', async () => {
    const a = await ask('Which customers do not have city Paris?');
    expect(a.sql).toContain(`"city" != 'Paris'`);
    expect(sorted(a)).toEqual(['"Bob Stone"', '"Carla Diaz"', '"Eva Novak"']);
  });

  it('carries an aggregate over to a second numeric column joined by "and"', async () => {
    expect((await ask('What is the total amount and quantity of orders?')).rows).toEqual([[4730, 25]]);
  });

  it('ranks by the column after "the top 2 total number of…"', async () => {
    const a = await ask('Show the order ids of orders with the top 2 total number of quantity.');
    expect(a.sql).toContain('ORDER BY "quantity" DESC LIMIT 2');
    expect(flat(a)).toEqual([3, 6]);
  });

  it('takes a count before the table as the limit of a superlative ("the 2 customers with the most orders")', async () => {
    const a = await ask('List the 2 customers with the most orders.');
    expect(a.sql).toContain('LIMIT 2');
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Bob Stone"']);
  });

  it('reads "every <table> whose…" as every row, not a grouping', async () => {
    const a = await ask('What is the city of every customer whose segment is SMB?');
    expect(a.sql).not.toContain('GROUP BY');
    expect(sorted(a)).toEqual(['"London"', '"Madrid"']);
  });

  it('orders groups by their count when asked to order "by descending count"', async () => {
    const a = await ask('How many orders per city, ordered by descending count?');
    expect(a.sql).toContain('ORDER BY count(*) DESC');
    expect(a.rows[0]).toEqual(['Paris', 4]);
  });

  it('orders by "the number of" rows without showing the count ("ordered by the number of customers")', async () => {
    const a = await ask('Show the cities of customers in descending order of the number of customers.');
    expect(a.sql).toContain('ORDER BY count(*) DESC');
    expect(a.columns).toEqual(['city']);
    expect(a.rows[0]).toEqual(['Paris']);
    expect((await ask('Show the cities of customers, ordered by the number of customers.')).columns).toEqual([
      'city',
    ]);
  });

  it('reads superlatives joined to an aggregate or to their opposite as max() and min() ("highest and lowest")', async () => {
    expect(flat(await ask('What are the highest and lowest prices of products?'))).toEqual([[1200, 2]]);
    expect(flat(await ask('What is the average and largest amount of orders?'))).toEqual([[591.25, 1200]]);
    // The column may come before the extremes.
    expect(flat(await ask('What are the amounts of the largest and smallest orders?'))).toEqual([[1200, 10]]);
  });

  it('shows the sort column beside distinct values sorted by another column ("distinct segments ordered by city")', async () => {
    const a = await ask('List the distinct segments of customers ordered by city.');
    expect(a.sql).toMatch(/^SELECT DISTINCT/);
    expect(a.columns).toEqual(['segment', 'city']);
    expect(a.rows).toHaveLength(5);
  });

  it('lists each value once for "all <column>" of a column with repeated values, not of one that names rows', async () => {
    expect(sorted(await ask('What are all the customer segments?'))).toEqual([
      '"Consumer"',
      '"Enterprise"',
      '"SMB"',
    ]);
    expect(flat(await ask('List all product categories.'))).toHaveLength(3);
    // Mostly unique values (4 cities for 5 customers): every row's.
    expect(flat(await ask('Show all cities of customers.'))).toHaveLength(5);
  });

  it('keeps reading the columns asked for past a clause word inside a name ("date valid from and date valid to")', async () => {
    const fx2 = await createSalesFixture({
      cards:
        'card_id,card_number,date_valid_from,date_valid_to\n1,4560,2020-01-01,2024-01-01\n2,7777,2021-05-01,2025-05-01\n',
    });
    try {
      const t = translateQuestion({
        question: 'Show the date valid from and the date valid to of all cards.',
        schema: fx2.schema,
        now: TEST_CLOCK.now(),
      });
      expect(t.understood && t.sql).toBe('SELECT "date_valid_from", "date_valid_to" FROM "cards"');
    } finally {
      fx2.cleanup();
    }
  });

  it('counts per id column named before the count ("the customer ids, and how many orders does each have")', async () => {
    const a = await ask(
      'What are the different customer ids of orders, and how many orders does each one have?',
    );
    expect(a.columns).toEqual(['customer_id', 'number_of_orders']);
    expect(sorted(a)).toEqual(['[1,4]', '[2,2]', '[3,1]', '[5,1]']);
  });

  it('groups "grouped and ordered by" a column and sorts by the group; "highest and lowest" groups like aggregates', async () => {
    const a = await ask('What is the maximum price of products grouped and ordered by category?');
    expect(a.sql).toContain('GROUP BY "category" ORDER BY "category" ASC');
    expect(a.rows).toEqual([
      ['Electronics', 1200],
      ['Furniture', 300],
      ['Stationery', 2],
    ]);
    const b = await ask('What are the highest and lowest prices of products grouped by category?');
    expect(b.sql).toContain('GROUP BY "category"');
  });

  it('reads a quoted number no text column holds as a number ("price \'300\'")', async () => {
    const a = await ask("What is the name of the product with price '300'?");
    expect(a.sql).toContain('"price" = 300');
    expect(flat(a)).toEqual(['Desk']);
  });

  it('takes the columns asked for after ", and what are their …"', async () => {
    const a = await ask('What are the names of customers in Paris, and what are their segments?');
    expect(a.columns).toEqual(['name', 'segment']);
    expect(a.rows).toHaveLength(2);
  });

  it('reads "the names of states" as the state column when no table is named after states', async () => {
    const fx2 = await createSalesFixture({
      parks:
        'park_id,park_name,state\n1,Elm Park,CA\n2,Oak Park,CA\n3,Ash Park,CA\n4,Fir Park,TX\n5,Yew Park,TX\n',
      lakes: 'lake_id,lake_name,state_province_county\n1,Tahoe,CA\n2,Mono,CA\n3,Caddo,TX\n',
    });
    try {
      const ask2 = (question: string) => {
        const t = translateQuestion({ question, schema: fx2.schema, now: TEST_CLOCK.now() });
        return t.understood && t.sql;
      };
      expect(ask2('List the names of states that have more than 2 parks.')).toBe(
        'SELECT "state" FROM "parks" GROUP BY "state" HAVING count(*) > 2',
      );
      // (A column whose name starts with the word: `state_province_county`.)
      expect(ask2('List the names of the states that have more than 1 lake.')).toBe(
        'SELECT "state_province_county" FROM "lakes" GROUP BY "state_province_county" HAVING count(*) > 1',
      );
    } finally {
      fx2.cleanup();
    }
  });

  it('counts per group named with "each" when the groups must have at least N rows', async () => {
    const a = await ask('How many products are there in each category that has at least 2 products?');
    expect(a.sql).toBe(
      'SELECT "category", count(*) AS "number_of_products" FROM "products" GROUP BY "category" HAVING count(*) >= 2',
    );
    expect(sorted(a)).toEqual(['["Electronics",2]', '["Furniture",2]']);
  });

  it('compares with the one row a clause after "than the <table> whose …" names', async () => {
    const a = await ask('Which products have a price higher than the product whose id is 3?');
    expect(a.sql).toBe(
      'SELECT "name" FROM "products" WHERE "price" > (SELECT max("price") FROM "products" WHERE "product_id" = 3)',
    );
    expect(sorted(a)).toEqual(['"Laptop"', '"Phone"']);
  });

  it('reads "make more than the average" as a comparison of the salary', async () => {
    const fx2 = await createSalesFixture({
      staff: 'staff_id,name,salary,age\n1,Ann,5000,30\n2,Bob,3000,40\n3,Cid,1000,50\n',
    });
    try {
      const t = translateQuestion({
        question: 'Which staff make more than the average?',
        schema: fx2.schema,
        now: TEST_CLOCK.now(),
      });
      expect(t.understood && t.sql).toBe(
        'SELECT "name" FROM "staff" WHERE "salary" > (SELECT avg("salary") FROM "staff")',
      );
    } finally {
      fx2.cleanup();
    }
  });

  it('reads "address line 1 and 2" as two columns', async () => {
    const fx2 = await createSalesFixture({
      sites: 'site_id,address_line_1,address_line_2\n1,1 Main St,Suite 2\n2,5 Oak Ave,Floor 3\n',
    });
    try {
      const t = translateQuestion({
        question: 'Show the address line 1 and 2 of all sites.',
        schema: fx2.schema,
        now: TEST_CLOCK.now(),
      });
      expect(t.understood && t.sql).toBe('SELECT "address_line_1", "address_line_2" FROM "sites"');
    } finally {
      fx2.cleanup();
    }
  });

  it('reads "in one city", "does one customer have" as one count per value, not the number 1', async () => {
    const a = await ask('Find the number of customers in one city.');
    expect(a.sql).toContain('GROUP BY "city"');
    expect(sorted(a)).toEqual(['["Berlin",1]', '["London",1]', '["Madrid",1]', '["Paris",2]']);
  });

  it('ends the columns asked for at "which" ("the cities which have signup dates in 2023"), not at "at which"', async () => {
    expect((await ask('Show the cities which have signup dates in 2023.')).columns).toEqual(['city']);
    expect((await ask('Alice Martin is a customer in which city?')).columns).toEqual(['city']);
  });

  it('reads "the name of the item" as the rows\' name, though a column (`item_code`) shares the word', async () => {
    const fx2 = await createSalesFixture({
      entries: 'entry_id,entry_name,item_code,capacity\n1,Cola,P-1,500\n2,Tea,P-2,250\n3,Milk,P-3,1000\n',
    });
    try {
      const t = translateQuestion({
        question: 'Find the name of the item that has the smallest capacity.',
        schema: fx2.schema,
        now: TEST_CLOCK.now(),
      });
      expect(t.understood && t.sql).toBe(
        'SELECT "entry_name" FROM "entries" ORDER BY "capacity" ASC LIMIT 1',
      );
    } finally {
      fx2.cleanup();
    }
  });

  it('reads "email address" as the email column, not also an address column', async () => {
    const fx2 = await createSalesFixture({
      contacts: 'contact_id,full_name,email,address\n1,Ann,ann@x.org,1 Main St\n2,Ben,ben@x.org,5 Oak Ave\n',
    });
    try {
      const t = translateQuestion({
        question: 'Show the email address of all contacts.',
        schema: fx2.schema,
        now: TEST_CLOCK.now(),
      });
      expect(t.understood && t.sql).toBe('SELECT "email" FROM "contacts"');
    } finally {
      fx2.cleanup();
    }
  });

  it('joins along inferred relationships', async () => {
    const a = await ask('What are the names of customers who bought a Laptop?');
    expect(a.sql).toContain('JOIN');
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Carla Diaz"']);
    expect(flat(await ask('What is the total amount of orders for customers in Paris?'))).toEqual([2620]);
  });

  it('ranks rows by an aggregate of their related rows ("the highest average order amount")', async () => {
    const a = await ask('Which customer has the highest average order amount?');
    expect(a.sql).toContain('ORDER BY avg(');
    expect(flat(a)).toEqual(['Carla Diaz']);
  });

  it('tells the word "order" that sorts from the one that names orders', async () => {
    const largest = await ask('Show the order date and amount of the order with the largest quantity.');
    expect(largest.sql).toContain('ORDER BY "quantity" DESC LIMIT 1');
    expect((await ask('List the order dates of all orders.')).sql).not.toContain('ORDER BY');
    expect((await ask('List the order dates of all orders in descending order.')).sql).toContain(
      'ORDER BY "order_date" DESC',
    );
  });

  it('reads "is not N" as a negated equality', async () => {
    const a = await ask('Show the orders whose quantity is not 1');
    expect(a.sql).toContain('"quantity" != 1');
    expect(a.rows).toHaveLength(4);
  });

  it('reads comparison signs ("price > 500", "< 1000")', async () => {
    const a = await ask('Which products have price > 500 and < 1000?');
    expect(a.sql).toContain('"price" > 500 AND "price" < 1000');
    expect(sorted(a)).toEqual(['"Phone"']);
  });

  it('compares dates when "before any" names no date', async () => {
    const a = await ask('Which orders were placed before any order with quantity 10?');
    expect(a.sql).toContain('"order_date" < (SELECT min("order_date") FROM "orders" WHERE "quantity" = 10)');
    expect(a.rows).toHaveLength(7);
  });

  it('reads a superlative that only says how to sort as an order without a limit', async () => {
    const first = await ask('List the names of products, sorted by the ones with the highest price first.');
    expect(first.sql).toBe('SELECT "name" FROM "products" ORDER BY "price" DESC');
    const range = await ask('List the names of products from the most expensive to the cheapest.');
    expect(range.sql).toBe('SELECT "name" FROM "products" ORDER BY "price" DESC');
  });

  it('reads "in the same city as X" as sharing the value of the rows X names', async () => {
    const a = await ask('Which customers live in the same city as Alice Martin?');
    expect(a.sql).toContain(`"city" IN (SELECT "city" FROM "customers" WHERE "name" = 'Alice Martin')`);
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Dan Wu"']);
  });

  it('reads two literals joined by "or" as either pattern', async () => {
    const contain = await ask("Which products have names containing 'Lap' or 'Pho'?");
    expect(contain.sql).toContain(' OR ');
    expect(sorted(contain)).toEqual(['"Laptop"', '"Phone"']);
    const letters = await ask('Which products have D or C in their name?');
    expect(sorted(letters)).toEqual(['"Chair"', '"Desk"']);
  });

  it('reads "a higher price than 500" as a comparison of the column named between', async () => {
    const a = await ask('Which products have a higher price than 500?');
    expect(a.sql).toContain('"price" > 500');
    expect(sorted(a)).toEqual(['"Laptop"', '"Phone"']);
  });

  it('compares with the largest or smallest of a narrower set ("than every product in the Furniture category")', async () => {
    const every = await ask(
      'Which products have a price higher than the price of every product in the Furniture category?',
    );
    expect(every.sql).toContain(`(SELECT max("price") FROM "products" WHERE "category" = 'Furniture')`);
    expect(sorted(every)).toEqual(['"Laptop"', '"Phone"']);
    const some = await ask('Which products cost more than at least one product in the Furniture category?');
    expect(some.sql).toContain('min("price")');
    expect(sorted(some)).toEqual(['"Desk"', '"Laptop"', '"Phone"']);
  });

  it('lists the same column of two tables named together as one set (UNION), or what they share (INTERSECT)', async () => {
    const both = await ask('List the names of all customers and products.');
    expect(both.sql).toBe('SELECT "name" FROM "customers" UNION SELECT "name" FROM "products"');
    expect(both.rows).toHaveLength(10);
    const shared = await ask('Which names are shared by both customers and products?');
    expect(shared.sql).toContain(' INTERSECT SELECT "name" FROM "products"');
    expect(shared.rows).toEqual([]);
    // An ordered listing stays one query (an ORDER BY cannot sit before a UNION).
    const ordered = await ask('List the names of all customers and products sorted by name.');
    expect(ordered.sql).not.toContain('UNION');
  });

  it('reads "whose average X is above N" as a condition on each group (HAVING avg)', async () => {
    const a = await ask('Which customers have an average order amount above 500?');
    expect(a.sql).toContain('HAVING avg(T2."amount") > 500');
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Carla Diaz"']);
  });

  it('reads "the X whose average Y is below N" of one table as groups of X (HAVING avg)', async () => {
    const a = await ask('Which categories have an average price below 500?');
    expect(a.sql).toContain('HAVING avg("price") < 500');
    expect(sorted(a)).toEqual(['"Furniture"', '"Stationery"']);
  });

  it("reads a number right after a table's name as its key, even with a column named shortly before", async () => {
    const a = await ask('What is the city of customer 3?');
    expect(a.sql).toContain('"customer_id" = 3');
    expect(flat(a)).toEqual(['Madrid']);
  });

  it('ranks by a hinted measure after "top N" or before a closing superlative', async () => {
    const top = await ask('What are the names of the top 2 expensive products?');
    expect(top.sql).toContain('ORDER BY "price" DESC LIMIT 2');
    expect(flat(top)).toEqual(['Laptop', 'Phone']);
    const least = await ask('Which product costs the least?');
    expect(least.sql).toContain('ORDER BY "price" ASC LIMIT 1');
    expect(flat(least)).toEqual(['Pen']);
  });

  it('reads "that <verb> the maximum <column>" as the row holding the extreme, not a max per row', async () => {
    const a = await ask('What is the id and name of the product that can command the maximum price?');
    expect(a.sql).toBe('SELECT "product_id", "name" FROM "products" ORDER BY "price" DESC LIMIT 1');
    expect(flat(a)).toEqual([[1, 'Laptop']]);
  });

  it('declines a superlative it cannot rank by rather than list every row', async () => {
    const a = await ask('Which customer is the richest?');
    expect(a.understood).toBe(false);
    expect(a.answer).toContain('"richest"');
    // "at least" is a bound, not a ranking.
    expect((await ask('Which customers have at least a order?')).understood).toBe(true);
  });

  it('declines a number it cannot place rather than ignore it', async () => {
    const a = await ask('Which customers live in block 12?');
    expect(a.understood).toBe(false);
    expect(a.answer).toContain('12');
    // A number read with an aggregate named after it is placed.
    const total = await ask('Which categories have more than 1000 total price?');
    expect(total.sql).toContain('HAVING sum("price") > 1000');
    expect(flat(total)).toEqual(['Electronics']);
  });

  it('reads "prior to 2026" as before it', async () => {
    const a = await ask('How many orders were placed prior to 2026?');
    expect(a.sql).toContain("< '2026-01-01'");
    expect(flat(a)).toEqual([3]);
  });

  it('ranks by the related rows\' date for "the earliest order", not by how many there are', async () => {
    const a = await ask('Which customer placed the earliest order?');
    expect(a.sql).toMatch(/ORDER BY T\d\."order_date" ASC LIMIT 1/);
    expect(flat(a)).toEqual(['Eva Novak']);
  });

  it('lists each main row once when a condition on rows referring to it matches several', async () => {
    const a = await ask('List the names of customers who ordered a quantity of 1.');
    expect(a.sql).toMatch(/^SELECT DISTINCT/);
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Carla Diaz"', '"Eva Novak"']);
  });

  it('reads "with count more than N" as a count of each group\'s rows', async () => {
    const a = await ask('Show the categories of products with count more than 1.');
    expect(a.sql).toContain('HAVING count(*) > 1');
    expect(sorted(a)).toEqual(['"Electronics"', '"Furniture"']);
  });

  it('filters groups with HAVING', async () => {
    const a = await ask('Which customers have more than 1 order?');
    expect(a.sql).toContain('HAVING count(*) > 1');
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Bob Stone"']);
    const orMore = await ask('Which customers have 2 or more orders?');
    expect(orMore.sql).toContain('HAVING count(*) >= 2');
    expect(sorted(orMore)).toEqual(['"Alice Martin"', '"Bob Stone"']);
    const twice = await ask('Which customers ordered more than twice?');
    expect(twice.sql).toContain('HAVING count(*) > 2');
    expect(flat(twice)).toEqual(['Alice Martin']);
    const multiple = await ask('Which customers have multiple orders?');
    expect(multiple.sql).toContain('HAVING count(*) > 1');
    expect(sorted(multiple)).toEqual(['"Alice Martin"', '"Bob Stone"']);
  });

  it("reads a bare count or a range of counts of a table's rows as HAVING", async () => {
    const exact = await ask('Which customers have exactly 2 orders?');
    expect(exact.sql).toContain('HAVING count(*) = 2');
    expect(flat(exact)).toEqual(['Bob Stone']);
    const withOne = await ask('List the customers with 1 order.');
    expect(withOne.sql).toContain('HAVING count(*) = 1');
    expect(sorted(withOne)).toEqual(['"Carla Diaz"', '"Eva Novak"']);
    const range = await ask('Which customers have 2 to 4 orders?');
    expect(range.sql).toContain('HAVING count(*) BETWEEN 2 AND 4');
    expect(sorted(range)).toEqual(['"Alice Martin"', '"Bob Stone"']);
    const cities = await ask('Which cities have between 2 and 3 customers?');
    expect(cities.sql).toContain('HAVING count(*) BETWEEN 2 AND 3');
    expect(flat(cities)).toEqual(['Paris']);
  });

  it('handles negation of relations and of values', async () => {
    const never = await ask('Which customers never ordered?');
    expect(never.sql).toContain('NOT IN');
    expect(flat(never)).toEqual(['Dan Wu']);
    // Related through another table: the subquery follows the path customers → orders → products.
    const none = await ask('Which customers have no products?');
    expect(none.sql).toContain('NOT IN (SELECT');
    expect(flat(none)).toEqual(['Dan Wu']);
    expect(sorted(await ask('Which customers are not in Paris?'))).toEqual([
      '"Bob Stone"',
      '"Carla Diaz"',
      '"Eva Novak"',
    ]);
  });

  it('reads buying as the sales rows, "lack" and "zero" as "no", and "un-" before a participle as "not"', async () => {
    for (const q of [
      'Which customers have never made a purchase?',
      "Show customers who haven't bought anything.",
      'Which customers lack orders?',
      'List customers with zero orders.',
    ]) {
      const a = await ask(q);
      expect(a.sql, q).toContain('NOT IN (SELECT S1."customer_id" FROM "orders"');
      expect(flat(a), q).toEqual(['Dan Wu']);
    }
    // ("never bought a Chair": what was not bought is named, and read as such.)
    const chair = await ask('Which customers never bought a Chair?');
    expect(chair.sql).toContain(`WHERE S2."name" = 'Chair'`);
    expect(flat(chair)).not.toContain('Bob Stone');
    for (const q of [
      'Which products were never purchased?',
      'List the unsold products.',
      'How many products are unsold?',
    ]) {
      const a = await ask(q);
      expect(a.sql, q).toContain('NOT IN (SELECT S1."product_id" FROM "orders"');
      expect(a.rows, q).toEqual(q.startsWith('How') ? [[0]] : []);
    }
  });

  it('reads set questions about related rows: both, not, never', async () => {
    const both = await ask('Which customers bought both a Laptop and a Phone?');
    expect(both.sql?.match(/IN \(SELECT/g)).toHaveLength(2);
    expect(flat(both)).toEqual(['Alice Martin']);
    expect(both.interpretation).toContain('Laptop and Phone');
    // "not only … but also" negates nothing.
    expect(flat(await ask('Which customers bought not only a Laptop but also a Phone?'))).toEqual([
      'Alice Martin',
    ]);
    // Not the rows that are something else, but the customers with no such order at all.
    expect(sorted(await ask('Which customers did not buy a Pen?'))).toEqual([
      '"Carla Diaz"',
      '"Dan Wu"',
      '"Eva Novak"',
    ]);
    expect(sorted(await ask('customers that never ordered a Chair'))).toEqual([
      '"Alice Martin"',
      '"Carla Diaz"',
      '"Dan Wu"',
      '"Eva Novak"',
    ]);
    // Conditions named after "no orders" say which orders there are none of.
    const narrowed = await ask(
      'Which customers did not place any orders for products of the Furniture category?',
    );
    expect(narrowed.sql).toContain(`WHERE S2."category" = 'Furniture'`);
    expect(sorted(narrowed)).toEqual(['"Carla Diaz"', '"Dan Wu"']);
    // "or" stays any of them.
    expect(new Set(flat(await ask('Names of customers who bought a Laptop or a Phone')))).toEqual(
      new Set(['Alice Martin', 'Carla Diaz']),
    );
  });

  it('answers "both A and B" on one table with what the rows of each have in common (INTERSECT)', async () => {
    const a = await ask('Which segments have both customers in Paris and customers in Berlin?');
    expect(a.sql).toContain('INTERSECT');
    expect(flat(a)).toEqual(['Enterprise']);
    expect(flat(await ask('Which cities have both Enterprise and SMB customers?'))).toEqual([]);
    // "as well as", "shared by" say the same — what is shared is had by each, even when listed with "or".
    expect(flat(await ask('Which segments are shared by customers in Paris or Berlin?'))).toEqual([
      'Enterprise',
    ]);
    const asWell = await ask('Which segments have customers in Paris as well as customers in Berlin?');
    expect(asWell.sql).toContain('INTERSECT');
    expect(flat(asWell)).toEqual(['Enterprise']);
    expect(
      flat(await ask('Show the segments shared by customers in Paris and customers in Berlin.')),
    ).toEqual(['Enterprise']);
  });

  it('answers "A but not B" on one column with the values of rows with A minus those of rows with B (EXCEPT)', async () => {
    const a = await ask(
      'Which cities have customers in the Enterprise segment but not in the Consumer segment?',
    );
    expect(a.sql).toContain('EXCEPT');
    expect(flat(a)).toEqual(['Berlin']);
  });

  it('lists values of rows with no related row as the values minus those of rows with one (EXCEPT)', async () => {
    const a = await ask('List the cities of customers who never ordered.');
    expect(a.sql).toContain('EXCEPT');
    expect(flat(a)).toEqual([]);
    // Each customer is one answer: its name is shown, so the condition stays on each row.
    expect(flat(await ask('Which customers never ordered?'))).toEqual(['Dan Wu']);
  });

  it('narrows the aggregate compared with by the conditions after it, on its table or a related one', async () => {
    const own = await ask(
      'Which products have a price higher than any price of those products whose category is Furniture?',
    );
    expect(own.sql).toContain(`(SELECT max("price") FROM "products" WHERE "category" = 'Furniture')`);
    expect(sorted(own)).toEqual(['"Laptop"', '"Phone"']);
    const related = await ask(
      'List the ids of orders with an amount larger than every order of customers in London.',
    );
    expect(related.sql).toContain(`(SELECT max("amount") FROM "orders" WHERE "customer_id" IN (SELECT`);
    expect(sorted(related)).toEqual(['1', '4', '7']);
  });

  it('compares with the row a clause names ("than the product named Desk")', async () => {
    const a = await ask('Which products have a price higher than the product named Desk?');
    expect(a.sql).toContain(`"price" > (SELECT max("price") FROM "products" WHERE "name" = 'Desk')`);
    expect(sorted(a)).toEqual(['"Laptop"', '"Phone"']);
  });

  it('reads "the same X as <row>" as the values X holds in the row named', async () => {
    const a = await ask('List the names of customers in the same city as Dan Wu.');
    expect(a.sql).toContain(`"city" IN (SELECT "city" FROM "customers" WHERE "name" = 'Dan Wu')`);
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Dan Wu"']);
    expect(sorted(await ask('Which customers are in the same segment as Bob Stone?'))).toEqual([
      '"Bob Stone"',
      '"Carla Diaz"',
    ]);
  });

  it("compares each group's aggregate with the same aggregate over all rows (HAVING … > (SELECT avg …))", async () => {
    const a = await ask(
      'Which categories have an average price higher than the average price of all products?',
    );
    expect(a.sql).toContain('HAVING avg("price") > (SELECT avg("price") FROM "products")');
    expect(flat(a)).toEqual(['Electronics']);
  });

  it('shows the aggregates asked for beside groups filtered by HAVING', async () => {
    const a = await ask('Show the names and the total amount of customers with more than 1 order.');
    expect(a.sql).toContain('sum(T2."amount")');
    expect(sorted(a)).toEqual([JSON.stringify(['Alice Martin', 2620]), JSON.stringify(['Bob Stone', 610])]);
  });

  it('compares with an aggregate', async () => {
    const a = await ask('Which products have a price above the average?');
    expect(a.sql).toContain('(SELECT avg("price") FROM "products")');
    expect(sorted(a)).toEqual(['"Laptop"', '"Phone"']);
  });

  it('says when it does not understand, with a rephrasing, instead of guessing', async () => {
    const a = await ask('What is the weather like on Mars?');
    expect(a.understood).toBe(false);
    expect(a.sql).toBeNull();
    expect(a.answer).toMatch(/could not understand/);
    expect(a.suggestion).toMatch(/customers|orders|products/);
  });

  it('translates without a database, fast enough to sit in a chat turn', () => {
    const started = performance.now();
    for (let i = 0; i < 50; i++)
      translateQuestion({ question: 'How many orders per city?', schema: fx.schema, now: TEST_CLOCK.now() });
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
  it('reads "the highest <table>" by its height, and "the highest <column>" by that column', async () => {
    const fx2 = await createSalesFixture({
      towers: 'tower_id,name,height,floors\n1,Spire,300,40\n2,Block,120,60\n3,Needle,200,10\n',
    });
    const run = (question: string) =>
      answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
    try {
      const tall = await run('What is the name of the highest tower?');
      expect(tall.sql).toContain('ORDER BY "height" DESC LIMIT 1');
      expect(flat(tall)).toEqual(['Spire']);
      const floors = await run('What is the name of the tower with the highest floors?');
      expect(floors.sql).toContain('ORDER BY "floors" DESC LIMIT 1');
      expect(flat(floors)).toEqual(['Block']);
    } finally {
      fx2.cleanup();
    }
  });

  it('reads a quoted first and last name, a quoted number and "at least a" over related rows', async () => {
    const fx2 = await createSalesFixture({
      reps: 'rep_id,first_name,last_name,level\n1,Eric,Tai,1121\n2,Linda,Smith,7\n3,Omar,Haddad,7\n',
      visits: 'visit_id,rep_id,place\n1,1,Rome\n2,1,Oslo\n3,2,Rome\n',
    });
    const run = (question: string) =>
      answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
    try {
      const named = await run('How many visits did "Eric Tai" make?');
      expect(flat(named)).toEqual([2]);
      expect(flat(await run('List the first names of reps with level "1121".'))).toEqual(['Eric']);
      const some = await run('List the first names of reps that have at least a visit in Rome.');
      expect(some.sql).not.toContain('ORDER BY');
      expect(sorted(some)).toEqual(['"Eric"', '"Linda"']);
    } finally {
      fx2.cleanup();
    }
  });
  it('groups "for each <table>" by its rows, shown by name: two teams of one name stay two groups', async () => {
    const fx2 = await createSalesFixture({
      teams: 'team_id,team_name\n1,Lions\n2,Lions\n3,Bears\n',
      players: 'player_id,player_name,team_id\n1,Ann,1\n2,Bo,1\n3,Cy,2\n4,Di,3\n',
    });
    try {
      const a = await answerQuestion({
        db: fx2.db,
        question: 'How many players are in each team?',
        schema: fx2.schema,
        clock: TEST_CLOCK,
      });
      expect(sorted(a)).toEqual(['["Bears",1]', '["Lions",1]', '["Lions",2]']);
    } finally {
      fx2.cleanup();
    }
  });
  it('reads "not certified on any Boeing aircraft" as no related row with the word, not some row without it', async () => {
    const fx2 = await createSalesFixture({
      pilots: 'pilot_id,pilot_name\n1,Ann\n2,Bo\n3,Cy\n',
      aircraft: 'aircraft_id,model\n1,Boeing 747\n2,Airbus A320\n',
      certificates: 'pilot_id,aircraft_id\n1,1\n1,2\n2,2\n',
    });
    try {
      const a = await answerQuestion({
        db: fx2.db,
        question: 'Which pilots are not certified on any Boeing aircraft?',
        schema: fx2.schema,
        clock: TEST_CLOCK,
      });
      expect(sorted(a)).toEqual(['"Bo"', '"Cy"']);
    } finally {
      fx2.cleanup();
    }
  });
  it('denies a first and last name together: the one person is left out, not everyone sharing either name', async () => {
    const fx2 = await createSalesFixture({
      reps: 'rep_id,first_name,last_name,level\n1,Eric,Tai,3\n2,Linda,Smith,7\n3,Eric,Smith,5\n4,Omar,Haddad,9\n',
      visits: 'visit_id,rep_id,place\n1,1,Rome\n2,3,Oslo\n3,2,Rome\n4,4,Lima\n',
    });
    const run = (question: string) =>
      answerQuestion({ db: fx2.db, question, schema: fx2.schema, clock: TEST_CLOCK });
    try {
      const others = await run('List the levels of reps other than Eric Smith.');
      expect(sorted(others)).toEqual(['3', '7', '9']);
      const notBy = await run('Which places were visited by reps who are not Eric Smith?');
      expect(sorted(notBy)).toEqual(['"Lima"', '"Rome"']);
      // (Last name first, as a register lists people.)
      const reversed = await run('List the levels of reps other than Smith Eric.');
      expect(sorted(reversed)).toEqual(['3', '7', '9']);
    } finally {
      fx2.cleanup();
    }
  });
  it('sums the money column of the rows that refer to a customer for "how much did … spend"', async () => {
    const a = await ask('How much money did Alice Martin spend?');
    expect(a.sql).toContain('sum(');
    expect(flat(a)).toEqual([2620]);
  });
  it('reads "has the letter z" and "containing the letter a" as a text containing that literal', async () => {
    expect(flat(await ask('List the names of customers whose name has the letter z.'))).toEqual([
      'Carla Diaz',
    ]);
    const a = await ask('List the names of customers containing the letter a.');
    expect(a.sql).toContain("ILIKE '%a%'");
    expect(a.rows).toHaveLength(4);
  });
});

describe('revenue, periods and values over the sales data', () => {
  it('reads "revenue" naming no table as the sum of the one table of sales (not the products\' list prices)', async () => {
    const a = await ask('What was the revenue last quarter?');
    expect(a.sql).toContain('sum("amount")');
    expect(flat(a)).toEqual([1800]);
  });

  it('groups by a period said as an adverb ("the monthly revenue")', async () => {
    const a = await ask('Show the monthly revenue.');
    expect(a.rows).toHaveLength(8);
    expect(a.rows[0]).toEqual(['2023-06', 300]);
  });

  it('ranks the periods a question asks for ("Which year had the highest sales?", "the most orders"), shown alone', async () => {
    expect(flat(await ask('Which year had the highest sales?'))).toEqual([2026]);
    const most = await ask('In which year were the most orders placed?');
    expect(most.sql).toContain('ORDER BY count(*) DESC LIMIT 1');
    expect(flat(most)).toEqual([2026]);
    const total = await ask('Which year had the highest total amount?');
    expect(total.sql).toContain('ORDER BY sum("amount") DESC LIMIT 1');
    expect(flat(total)).toEqual([2026]);
  });

  it('ranks the values of a column asked for by the revenue of their rows ("Which category …")', async () => {
    const a = await ask('Which product category generates the most revenue?');
    expect(a.sql).toContain('GROUP BY T1."category" ORDER BY sum(T2."amount") DESC LIMIT 1');
    expect(flat(a)).toEqual(['Electronics']);
    expect((await ask('Which segment spent the most?')).sql).toContain('GROUP BY T1."segment" ORDER');
    expect(flat(await ask('List the top 2 categories by revenue in 2026.'))).toEqual([
      'Electronics',
      'Furniture',
    ]);
  });

  it('ranks rows by the revenue of the rows referring to them ("the top 2 customers by revenue")', async () => {
    expect(flat(await ask('Who are the top 2 customers by revenue?'))).toEqual([
      'Alice Martin',
      'Carla Diaz',
    ]);
  });

  it('reads "value", named by no column, as the one money column of the rows beside it', async () => {
    expect(flat(await ask('What is the average order value?'))).toEqual([591.25]);
    expect(flat(await ask('Which orders have a value above 1000?'))).toEqual([1, 7]);
  });

  it('dates the sales a revenue word sums, not the rows they are grouped by ("the sales of each customer in 2026")', async () => {
    const a = await ask('Show the sales of each customer in 2026.');
    expect(a.sql).toContain('year(T2."order_date") = 2026');
    expect(sorted(a)).toEqual(['["Alice Martin",1820]', '["Bob Stone",600]', '["Carla Diaz",1200]']);
    const b = await ask('What were the sales of each customer last quarter?');
    expect(flat(b)).toEqual([['Alice Martin', 1800]]);
  });

  it('dates the orders a spending verb sums, or that are named before a period, and groups by a period after "and"', async () => {
    expect(flat(await ask('How much did Alice Martin spend in 2026?'))).toEqual([1820]);
    expect(flat(await ask('Which customer placed the most orders last year?'))).toEqual(['Alice Martin']);
    const bySegment = await ask('What are the sales by segment and year?');
    // (A year is written as it is in the answer: "year 2023", not "2,023".)
    expect(bySegment.answer).toMatch(/year 2023/);
    expect(sorted(bySegment)).toEqual([
      '["Enterprise",2023,300]',
      '["Enterprise",2025,800]',
      '["Enterprise",2026,1820]',
      '["SMB",2023,10]',
      '["SMB",2026,1800]',
    ]);
  });

  it('bounds a relative period on the main rows\' own date first ("the revenue per customer since March")', async () => {
    const a = await ask('Show the revenue per customer since March.');
    expect(a.sql).toContain('"order_date" >= \'2026-03-01\'');
    expect(sorted(a)).toEqual(['["Alice Martin",1820]', '["Bob Stone",600]']);
  });

  it('groups "the revenue of each product" by the products', async () => {
    const a = await ask('What is the revenue of each product?');
    expect(sorted(a)).toEqual([
      '["Chair",600]',
      '["Desk",900]',
      '["Laptop",2400]',
      '["Pen",30]',
      '["Phone",800]',
    ]);
  });

  it('works out the share of a sum the rows meeting a condition hold ("What share of revenue …")', async () => {
    const a = await ask('What share of revenue comes from Electronics?');
    expect(a.sql).toContain('sum(T2."amount") FILTER (WHERE');
    expect(flat(a)).toEqual([67.65]);
    expect(flat(await ask('What percentage of sales came from Paris customers?'))).toEqual([55.39]);
    // (A value the data does not hold is named, not dropped for the products' price "share" is near in meaning to.)
    const none = await ask('What share of revenue comes from Toys?');
    expect(none.understood).toBe(false);
    expect(none.answer).toContain('"Toys"');
  });

  it('works out each group\'s share of the rows or of a sum ("What percentage of customers are in each segment?")', async () => {
    const segments = await ask('What percentage of customers are in each segment?');
    expect(segments.sql).toContain('round(100.0 * count(*) / sum(count(*)) OVER (), 2) AS "percentage"');
    expect(sorted(segments)).toEqual(
      [
        ['Consumer', 20],
        ['Enterprise', 40],
        ['SMB', 40],
      ].map((r) => JSON.stringify(r)),
    );
    const revenue = await ask('What share of revenue does each category bring?');
    expect(sorted(revenue)).toEqual(
      [
        ['Electronics', 67.65],
        ['Furniture', 31.71],
        ['Stationery', 0.63],
      ].map((r) => JSON.stringify(r)),
    );
  });

  it('compares the values listed, one group each ("Compare revenue between Paris and London")', async () => {
    const a = await ask('Compare revenue between Paris and London.');
    expect(sorted(a)).toEqual(['["London",610]', '["Paris",2620]']);
    const b = await ask('How many orders did Alice Martin vs Bob Stone place?');
    expect(sorted(b)).toEqual(['["Alice Martin",4]', '["Bob Stone",2]']);
  });

  it('bounds the quantity summed for "sold more than 3 units"', async () => {
    const a = await ask('Which products sold more than 3 units?');
    expect(a.sql).toContain('HAVING sum(T2."quantity") > 3');
    expect(sorted(a)).toEqual(['"Chair"', '"Pen"']);
  });

  it('reads "the largest order amount" as the value, "the largest order" as the row', async () => {
    expect(flat(await ask('What is the largest order amount?'))).toEqual([1200]);
    expect((await ask('What is the smallest order?')).sql).toContain('ORDER BY "amount" ASC LIMIT 1');
  });

  it('ranks "the best-selling product" by the quantity sold and sums "units" of it', async () => {
    expect(flat(await ask('What is the best-selling product?'))).toEqual(['Pen']);
    expect(flat(await ask('Which product sells the least?'))).toEqual(['Phone']);
    expect(flat(await ask('How many units of Desk were sold?'))).toEqual([3]);
  });

  it('declines growth between periods, which it does not work out, rather than sum both', async () => {
    const a = await ask('What is the revenue growth from 2025 to 2026?');
    expect(a.understood).toBe(false);
  });

  it('answers "who" about orders with the customers who placed them', async () => {
    // (The smallest: the largest amount, 1200, was ordered twice.)
    expect(flat(await ask('Who placed the smallest order?'))).toEqual(['Bob Stone']);
    expect(sorted(await ask('Who ordered the Desk?'))).toEqual(['"Alice Martin"', '"Eva Novak"']);
  });

  it('compares dates with their average as dates, and takes no date for a measure nothing temporal names', async () => {
    const a = await ask('Which customers signed up later than the average?');
    expect(sorted(a)).toEqual(['"Carla Diaz"', '"Dan Wu"', '"Eva Novak"']);
    // (Was compared with the average signup date, a query DuckDB refused.)
    expect((await ask('Which customers have spent more than the average?')).understood).toBe(false);
  });

  it('reads "When did Bob Stone last order?" as the date of his latest order', async () => {
    expect(flat(await ask('When did Bob Stone last order?'))).toEqual(['2026-03-15']);
    expect(flat(await ask('When did Alice Martin first order?'))).toEqual(['2025-05-05']);
  });

  it('declines a count of days between dates rather than count rows', async () => {
    const a = await ask('How many days since the last order?');
    expect(a.understood).toBe(false);
    expect(a.answer).toContain('days');
  });

  it('reads years listed together: each of them for related rows, either of them for the rows themselves', async () => {
    expect(flat(await ask('Which customers ordered in both 2023 and 2026?'))).toEqual(['Bob Stone']);
    expect(flat(await ask('Which customers ordered in 2023 and in 2026?'))).toEqual(['Bob Stone']);
    expect(sorted(await ask('Which customers ordered in 2023 or 2026?'))).toHaveLength(4);
    expect(flat(await ask('How many orders were placed in 2023 and 2026?'))).toEqual([7]);
  });

  it('aggregates "per order" over the orders themselves, not one group per order', async () => {
    const a = await ask('What is the average quantity per order?');
    expect(a.sql).not.toContain('GROUP BY');
    expect(flat(a)).toEqual([3.125]);
    // ("per order by category": no sort "order by", a grouping.)
    const b = await ask('What is the average quantity per order by category?');
    expect(sorted(b)).toEqual([
      '["Electronics",1]',
      '["Furniture",2.3333333333333335]',
      '["Stationery",7.5]',
    ]);
  });

  it('shows the rows holding each group\'s extreme ("the most expensive product in each category")', async () => {
    const a = await ask('What is the most expensive product in each category?');
    expect(sorted(a)).toEqual([
      '["Desk","Furniture",300]',
      '["Laptop","Electronics",1200]',
      '["Pen","Stationery",2]',
    ]);
    // ("How much does … cost?" asks for the value: each group's maximum.)
    const b = await ask('How much does the most expensive product in each category cost?');
    expect(sorted(b)).toEqual(['["Electronics",1200]', '["Furniture",300]', '["Stationery",2]']);
  });
});

describe('ranks past the first, medians, multiples of an aggregate and missing values', () => {
  it('reads "the second most expensive" and "the 3rd highest price" as a rank past the first (OFFSET)', async () => {
    const product = await ask('What is the second most expensive product?');
    expect(product.sql).toContain('ORDER BY "price" DESC LIMIT 1 OFFSET 1');
    expect(flat(product)).toEqual(['Phone']);
    expect(flat(await ask('Which product is the second cheapest?'))).toEqual(['Chair']);
    // (A value asked for: the distinct values ranked, not max().)
    const price = await ask('What is the 3rd highest price?');
    expect(price.sql).toContain('OFFSET 2');
    expect(flat(price)).toEqual([300]);
  });

  it('works out a median, alone and as a bound', async () => {
    const median = await ask('What is the median order amount?');
    expect(median.sql).toContain('median("amount")');
    expect(flat(median)).toEqual([600]);
    expect(sorted(await ask('Which products cost more than the median price?'))).toEqual([
      '"Laptop"',
      '"Phone"',
    ]);
  });

  it('compares with a multiple of an aggregate ("more than twice the average price")', async () => {
    const twice = await ask('Which products cost more than twice the average price?');
    expect(twice.sql).toContain('> 2 * (SELECT avg("price")');
    expect(flat(twice)).toEqual(['Laptop']);
    expect(sorted(await ask('Which products have a price less than half the average price?'))).toEqual([
      '"Chair"',
      '"Pen"',
    ]);
  });

  it('reads a column left empty: "no phone", "whose country is unknown", and "have a phone"', async () => {
    const suppliers = await createSalesFixture({
      suppliers:
        'supplier_id,name,phone,country,discount,joined_date\n1,Acme Parts,+33 1 23 45,France,5,2024-06-10\n' +
        '2,Blue Ltd,,UK,0,2024-06-12\n3,Cargo GmbH,,Germany,0,2024-06-13\n4,Delta SA,+34 9 11 22,,10,2024-06-14\n',
    });
    const on = (question: string) =>
      answerQuestion({ db: suppliers.db, question, schema: suppliers.schema, clock: TEST_CLOCK });
    try {
      for (const q of ['Which suppliers have no phone?', 'Show suppliers whose phone is not given.']) {
        const a = await on(q);
        expect(a.sql, q).toContain('"phone" IS NULL');
        expect(sorted(a), q).toEqual(['"Blue Ltd"', '"Cargo GmbH"']);
      }
      expect(flat(await on('Which suppliers do not have a phone number?'))).toHaveLength(2);
      expect(flat(await on("Which suppliers' country is unknown?"))).toEqual(['Delta SA']);
      const some = await on('How many suppliers have a phone?');
      expect(some.sql).toContain('"phone" IS NOT NULL');
      expect(flat(some)).toEqual([2]);
      // (A measure of 0 is none.)
      const none = await on('Which suppliers have no discount?');
      expect(none.sql).toContain('coalesce("discount", 0) = 0');
      expect(sorted(none)).toEqual(['"Blue Ltd"', '"Cargo GmbH"']);
      expect(flat(await on('How many suppliers have a discount?'))).toEqual([2]);
      // ("joined", naming `joined_date`, is the condition's verb, not a column to show.)
      const monday = await on('Which suppliers joined on a Monday?');
      expect(monday.columns).toEqual(['name']);
      expect(flat(monday)).toEqual(['Acme Parts']);
    } finally {
      suppliers.cleanup();
    }
  });
});

describe('days of the week, month ranges and new rows', () => {
  it('reads "on weekends", "on weekdays", "on a Monday" as days of the week of the rows\' date', async () => {
    const weekend = await ask('How many orders were placed on weekends?');
    expect(weekend.sql).toContain('dayofweek("order_date") IN (0, 6)');
    expect(flat(weekend)).toEqual([4]);
    expect(flat(await ask('How many orders were placed on weekdays?'))).toEqual([4]);
    expect(flat(await ask('What is the total amount of orders placed on a Monday?'))).toEqual([800]);
  });

  it('reads "between March and May", "from June to August 2026" as a range of whole months', async () => {
    const spring = await ask('What was the revenue from March to May?');
    expect(spring.sql).toContain(`"order_date" >= '2026-03-01' AND "order_date" < '2026-06-01'`);
    expect(flat(spring)).toEqual([600]);
    expect(flat(await ask('How many orders were placed between June and August 2026?'))).toEqual([2]);
  });

  it('reads "yesterday", "in Q3 2026", "for 2026", requests ("I\'d like to see"), breakdowns and "how much did we sell"', async () => {
    const yesterday = await ask('How many orders were placed yesterday?');
    expect(yesterday.sql).toContain(`"order_date" >= '2026-11-20' AND "order_date" < '2026-11-21'`);
    expect(flat(yesterday)).toEqual([0]);
    expect(flat(await ask('What was the revenue in Q3 2026?'))).toEqual([1800]);
    expect(flat(await ask('I want to know the total revenue for 2026'))).toEqual([3620]);
    expect(sorted(await ask("I'd like to see the top 2 customers by revenue"))).toEqual([
      '"Alice Martin"',
      '"Carla Diaz"',
    ]);
    expect(sorted(await ask('Break down orders by year'))).toEqual(
      [
        [2023, 2],
        [2025, 1],
        [2026, 5],
      ].map((r) => JSON.stringify(r)),
    );
    expect(sorted(await ask('How much did we sell per year?'))).toEqual(
      [
        [2023, 310],
        [2025, 800],
        [2026, 3620],
      ].map((r) => JSON.stringify(r)),
    );
  });

  it('reads "the average time to close a ticket" as the time from its opening to its closing, said in days', async () => {
    const tickets =
      'ticket_id,subject,date_opened,date_closed\n1,Printer,2026-01-01 08:00:00,2026-01-03 08:00:00\n' +
      '2,Laptop,2026-01-05 08:00:00,2026-01-06 20:00:00\n';
    const a = await askWith({ tickets }, 'What is the average time to close a ticket?');
    expect(a.sql).toContain('avg(("date_closed" - "date_opened"))');
    expect(a.answer).toContain('1.8 days');
  });

  it('sums "How much did each customer spend?" per customer', async () => {
    const spent = await ask('How much has each customer spent in 2026?');
    expect(spent.sql).toContain('GROUP BY T1."customer_id", T1."name"');
    expect(sorted(spent)).toEqual(
      [
        ['Alice Martin', 1820],
        ['Bob Stone', 600],
        ['Carla Diaz', 1200],
      ].map((r) => JSON.stringify(r)),
    );
  });

  it('ranks "Which artist sold the most tracks?" by the quantity of those tracks sold', async () => {
    const music = {
      artists: 'artist_id,name\n1,Queen\n2,Abba\n',
      albums: 'album_id,artist_id,title\n10,1,Opera\n20,2,Gold\n',
      tracks: 'track_id,album_id,title\n100,10,Bohemian\n101,10,Love\n200,20,Dancing\n',
      track_sales: 'sale_id,track_id,quantity\n1,100,1\n2,101,1\n3,200,5\n',
    };
    for (const q of ['Which artist sold the most tracks?', 'Which artist has the most tracks sold?']) {
      const a = await askWith(music, q);
      expect(a.sql, q).toContain('sum(T4."quantity")');
      expect(flat(a), q).toEqual(['Abba']);
    }
  });

  it('counts "new customers" of a period as the customers who signed up in it', async () => {
    expect(flat(await ask('How many new customers signed up in 2025?'))).toEqual([2]);
  });
});

describe('columns added with "with the", and directions said alone', () => {
  it('shows the columns named after "with the" beside the rows asked for', async () => {
    // (Unnamed rows listed with two columns are shown by those columns; with one, by their key too.)
    const orders = await ask('List orders with their customer name and amount');
    expect(orders.columns).toEqual(['name', 'amount']);
    expect(orders.rows).toContainEqual(['Alice Martin', 1200]);
    const biggest = await ask('Show the 2 biggest orders with the customer name');
    expect(sorted(biggest)).toEqual([JSON.stringify([1, 'Alice Martin']), JSON.stringify([7, 'Carla Diaz'])]);
    expect((await ask('Show products with the price')).columns).toEqual(['name', 'price']);
  });

  it('sorts by the aggregate asked for "from highest to lowest", "from most to least"', async () => {
    const avg = await ask('What is the average amount per customer, sorted from highest to lowest?');
    expect(avg.rows.map((r) => r[0])).toEqual(['Carla Diaz', 'Alice Martin', 'Bob Stone', 'Eva Novak']);
    const cities = await ask('Show the number of orders per city from most to least');
    expect(cities.sql).toContain('ORDER BY count(*) DESC');
    expect(cities.rows[0]).toEqual(['Paris', 4]);
    expect((await ask('Show the number of orders per city from least to most')).sql).toContain(
      'ORDER BY count(*) ASC',
    );
  });
});

describe('reviews and a price list beside the sales', () => {
  let shop: SalesFixture;
  beforeAll(async () => {
    shop = await createSalesFixture({
      reviews: [
        'text,rating,product,date',
        '"The laptop battery lasts all day, great.",5,Laptop,2026-03-01',
        '"Battery died after a week, support was slow.",1,Laptop,2026-03-05',
        '"Solid desk, easy to assemble and sturdy.",4,Desk,2026-04-01',
        '"The chair squeaks, and support never answered.",2,Chair,2026-04-02',
        '"Nice phone, sharp screen and a long battery life.",5,Phone,2026-05-01',
        '',
      ].join('\n'),
      catalogue: 'sku,name,unit_price,tax_rate\nL1,Laptop,1250,20\nP1,Phone,820,20\n',
    });
  });
  afterAll(() => shop.cleanup());
  const on = (question: string) =>
    answerQuestion({ db: shop.db, question, schema: shop.schema, clock: TEST_CLOCK });

  it('sums the sales rows, not the price list, for revenue and units sold', async () => {
    const revenue = await on('What is the revenue per category?');
    expect(revenue.sql).toContain('sum(T2."amount")');
    expect(sorted(revenue)).toEqual(
      [
        ['Electronics', 3200],
        ['Furniture', 1500],
        ['Stationery', 30],
      ].map((r) => JSON.stringify(r)),
    );
    const units = await on('How many units of each product were sold?');
    expect(units.sql).toContain('sum(T1."quantity")');
    expect(sorted(units)).toEqual(
      [
        ['Chair', 4],
        ['Desk', 3],
        ['Laptop', 2],
        ['Pen', 15],
        ['Phone', 1],
      ].map((r) => JSON.stringify(r)),
    );
  });

  it('reads "no sales" and "no purchases" in a period as no sales rows in it', async () => {
    expect(flat(await on('Which products had no sales in 2026?'))).toEqual(['Phone']);
    expect(sorted(await on('Which customers had no purchases in 2026?'))).toEqual([
      '"Dan Wu"',
      '"Eva Novak"',
    ]);
    // (The period is the sales' too when the customers are named right before it.)
    const total = await on('What were the total sales of each customer in 2026?');
    expect(total.sql).toContain('year(T1."order_date") = 2026');
    expect(sorted(total)).toEqual(
      [
        ['Alice Martin', 1820],
        ['Bob Stone', 600],
        ['Carla Diaz', 1200],
      ].map((r) => JSON.stringify(r)),
    );
  });

  it('finds words the reviews mention in their text', async () => {
    const battery = await on('How many reviews mention battery?');
    expect(battery.sql).toContain(`"text" ILIKE '%battery%'`);
    expect(flat(battery)).toEqual([3]);
    expect(flat(await on('What is the average rating of reviews that mention support?'))).toEqual([1.5]);
  });

  it('groups by the day of the rows counted, not of another table whose date column a period word names', async () => {
    const day = await on('Which day had the most orders?');
    expect(day.sql).toContain('"order_date"');
    expect(day.sql).not.toContain('"date"');
  });

  it('ranks rows by the average rating of their reviews ("the best reviews", "the highest rated")', async () => {
    for (const [q, expected] of [
      ['Which product has the best reviews?', 'Phone'],
      ['Which product has the worst reviews?', 'Chair'],
      ['What is the highest rated product?', 'Phone'],
      ['What is the lowest rated product in Furniture?', 'Chair'],
    ] as const) {
      const a = await on(q);
      expect(a.sql, q).toContain('avg(T2."rating")');
      expect(flat(a), q).toEqual([expected]);
    }
  });
});

describe('filler words', () => {
  it('reads "as well as" as "and" and "he or she", "him or her" as whoever the row is', async () => {
    const pair = await ask('Show the name of each customer as well as how many orders he or she has placed.');
    expect(pair.understood).toBe(true);
    expect(pair.sql).toContain('count(*)');
    const objects = await ask('For each customer, report the number of orders placed by him or her.');
    expect(objects.understood).toBe(true);
    expect(objects.sql).toContain('count(*)');
    const far = await ask('How many distinct products has the customer Alice Martin bought so far?');
    expect(far.understood).toBe(true);
  });
});

describe('the same questions asked in other words', () => {
  it('ranks "our biggest customer", "the top 2 customers in 2026" by the money of their orders', async () => {
    // Alice's orders come to 2,620, Carla's single order to 1,200, Bob's two to 610.
    const best = await ask('Who are our 3 best customers?');
    expect(best.sql).toContain('ORDER BY sum(T2."amount") DESC LIMIT 3');
    expect(flat(best)).toEqual(['Alice Martin', 'Carla Diaz', 'Bob Stone']);
    for (const q of ["Who's our biggest customer?", 'Which customer is the largest?']) {
      expect(flat(await ask(q)), q).toEqual(['Alice Martin']);
    }
    // In 2026 Alice ordered 1,820 and Carla 1,200: the period is the orders', not the customers' signup.
    const year = await ask('Who are the top 2 customers in 2026?');
    expect(year.sql).toContain('year(T2."order_date") = 2026');
    expect(flat(year)).toEqual(['Alice Martin', 'Carla Diaz']);
    const revenue = await ask('Which customer brought the most revenue in 2026?');
    expect(revenue.sql).toContain('year(T2."order_date") = 2026');
    expect(flat(revenue)).toEqual(['Alice Martin']);
  });

  it('shows the column named with a possessive before "along with" ("each customer\'s name along with their city")', async () => {
    const a = await ask("List each customer's name along with their city.");
    expect(a.columns).toEqual(['name', 'city']);
    expect(a.rows).toHaveLength(5);
    const b = await ask("Show every product's name together with its category.");
    expect(b.columns).toEqual(['name', 'category']);
    const c = await ask("Show every customer's city together with their segment.");
    expect(c.columns).toEqual(['city', 'segment']);
  });

  it('reads numbers spelt in words: "over two hundred", "less than one thousand", "twenty-three"', async () => {
    const hundred = await ask('How many products cost more than two hundred?');
    expect(hundred.sql).toContain('"price" > 200');
    expect(flat(hundred)).toEqual([3]);
    const thousand = await ask('Which products cost less than one thousand?');
    expect(sorted(thousand)).toEqual(['"Chair"', '"Desk"', '"Pen"', '"Phone"']);
    const hyphen = await ask('Which products cost between one hundred and fifty and eight hundred?');
    expect(hyphen.sql).toContain('BETWEEN 150 AND 800');
    expect((await ask('How many products cost more than twenty-three?')).sql).toContain('"price" > 23');
    const million = await ask('How many orders have an amount above 1.5 million?');
    expect(million.sql).toContain('"amount" > 1500000');
  });

  it('averages the measure asked for "on average"', async () => {
    for (const q of ['What do products cost on average?', 'On average, how much do products cost?']) {
      const a = await ask(q);
      expect(a.sql, q).toBe('SELECT avg("price") AS "average_price" FROM "products"');
    }
    // 25 units over 8 orders, not their sum.
    const units = await ask('On average, how many units do orders have?');
    expect(flat(units)).toEqual([3.125]);
    expect(units.interpretation).not.toContain('sum');
    // The age of the people the athletes are, hinted by "how old".
    const people = 'person_id,name,age\n1,Ann,30\n2,Ben,40\n3,Cid,50\n';
    const athletes = 'athlete_id,person_id,points\n1,1,9.5\n2,2,8.0\n';
    expect(flat(await askWith({ people, athletes }, 'How old are athletes on average?'))).toEqual([35]);
  });

  it('sorts "from A to Z" and "Z to A" alphabetically, and lists "the smallest, mean and largest"', async () => {
    const az = await ask('Show me the customer names from A to Z.');
    expect(flat(az)).toEqual(['Alice Martin', 'Bob Stone', 'Carla Diaz', 'Dan Wu', 'Eva Novak']);
    const za = await ask('List the products sorted Z to A.');
    expect(flat(za)).toEqual(['Phone', 'Pen', 'Laptop', 'Desk', 'Chair']);
    const listed = await ask('What are the smallest, mean and largest prices of all products?');
    expect(flat(listed)).toEqual([[2, 490.4, 1200]]);
  });

  it('shows every column for "every detail", "every column"', async () => {
    const a = await ask('Give me every detail of the products, sorted by price from lowest to highest.');
    expect(a.sql).toBe('SELECT * FROM "products" ORDER BY "price" ASC');
    expect(a.columns).toEqual(['product_id', 'name', 'category', 'price']);
  });

  it('shows the rows beside the column "along with its price", "and what is that price?" adds', async () => {
    for (const q of [
      'Find the product with the smallest price along with its price.',
      'What is the product with the lowest price, and what is that price?',
      'Return the product having the lowest price, together with that price.',
    ]) {
      const a = await ask(q);
      expect(a.columns, q).toEqual(['name', 'price']);
      expect(flat(a), q).toEqual([['Pen', 2]]);
    }
  });

  it('reads "the rarest" as the least common and "ordered most" as most often', async () => {
    const rare = await ask('Which segment is the rarest?');
    expect(flat(rare)).toEqual(['Consumer']);
    const most = await ask('Which customer ordered most?');
    expect(most.sql).toContain('ORDER BY count(*) DESC LIMIT 1');
    expect(flat(most)).toEqual(['Alice Martin']);
  });

  it('reads letters a name ends in or holds ("ends in the letter k", "a z in their name")', async () => {
    for (const q of [
      'List the customers whose name ends in the letter k.',
      'Which customers have names ending in k?',
    ]) {
      expect(flat(await ask(q)), q).toEqual(['Eva Novak']);
    }
    expect(flat(await ask('Which customers have a z in their name?'))).toEqual(['Carla Diaz']);
  });

  it('ranks by the date a verb names: "born earliest", "ordered by when they were born", "born last"', async () => {
    const employees = `employee_id,name,hire_date,birth_date
1,Ann,2020-01-10,1980-05-01
2,Ben,2022-06-01,1975-03-02
3,Cid,2019-03-20,1990-07-15
`;
    const cases: [string, string[]][] = [
      ['Which employee was born earliest? Give their name.', ['Ben']],
      ['List the employee names ordered by when they were born.', ['Ben', 'Ann', 'Cid']],
      ['Which employee was born last?', ['Cid']],
      ['Which employee was born first?', ['Ben']],
      // ("hired" is read once "last" is known to rank: nothing is listed unranked.)
      ['Which employee was hired last?', ['Ben']],
      ['Which employee was hired first?', ['Cid']],
    ];
    for (const [q, expected] of cases) expect(flat(await askWith({ employees }, q)), q).toEqual(expected);
  });

  it('reads "the priciest", "priciest first", "in descending order of their count" and "in the 100 to 500 range"', async () => {
    expect(flat(await ask('What is the name of the priciest product?'))).toEqual(['Laptop']);
    const first = await ask('Show the product names ordered by price, priciest first.');
    expect(flat(first)).toEqual(['Laptop', 'Phone', 'Desk', 'Chair', 'Pen']);
    const counted = await ask('List the categories of products sorted in descending order of their count.');
    expect(counted.sql).toContain('GROUP BY "category" ORDER BY count(*) DESC');
    expect(flat(counted)[0]).not.toBe('Stationery');
    const range = await ask('Find the products with prices in the 100 to 500 range.');
    expect(sorted(range)).toEqual(['"Chair"', '"Desk"']);
  });

  it('shows the count rows were ranked by "along with its count"', async () => {
    const a = await ask('Give me the most common city along with its count.');
    expect(a.columns).toEqual(['city', 'number_of_customers']);
    expect(flat(a)).toEqual([['Paris', 2]]);
    const having = await ask('List every city with at least two customers along with its customer count.');
    expect(flat(having)).toEqual([['Paris', 2]]);
    const asked = await ask(
      'Which cities have at least two customers, and how many customers does each have?',
    );
    expect(flat(asked)).toEqual([['Paris', 2]]);
    const along = await ask(
      'Show the cities that have at least two customers, along with how many customers each has.',
    );
    expect(flat(along)).toEqual([['Paris', 2]]);
  });

  it('reads "take part in" as "participate in"', async () => {
    const extra = {
      events: 'event_id,title\n1,Launch\n2,Summit\n',
      participates_in: 'customer_id,event_id\n1,1\n2,1\n2,2\n',
    };
    const none = await askWith(extra, "Which customers don't take part in any event?");
    expect(sorted(none)).toEqual(['"Carla Diaz"', '"Dan Wu"', '"Eva Novak"']);
    expect(flat(await askWith(extra, 'Which customers took part in the most events?'))).toEqual([
      'Bob Stone',
    ]);
  });

  it('reads "Who founded …?" as the column naming who did it, and "oldest first" by age or by date', async () => {
    const suppliers = 'supplier_id,name,founder\n1,Acme,Ada Byron\n2,Globex,Hank Scorpio\n';
    const who = await askWith({ suppliers }, "Who founded the supplier whose name starts with 'G'?");
    expect(who.columns).toEqual(['founder']);
    expect(flat(who)).toEqual(['Hank Scorpio']);
    const people = 'person_id,name,age\n1,Ann,30\n2,Ben,40\n3,Cid,50\n';
    const byAge = await askWith({ people }, 'List the people names ordered by age, oldest first.');
    expect(flat(byAge)).toEqual(['Cid', 'Ben', 'Ann']);
    const byDate = await ask('List the order ids by order date, oldest first.');
    expect(flat(byDate).slice(0, 3)).toEqual([8, 6, 4]);
  });

  it('reads "from 2026-03-01 onwards", "from 2024 onward" as a bound included', async () => {
    expect(flat(await ask('How many orders were placed from 2026-03-01 onwards?'))).toEqual([4]);
    const signed = await ask('List the customers who signed up from 2024 onward.');
    expect(sorted(signed)).toEqual(['"Carla Diaz"', '"Dan Wu"', '"Eva Novak"']);
  });

  it('reads "the 3 days with the largest amount" as that many rows, not a value of 3', async () => {
    const a = await ask('Show the order date and amount for the 3 days with the largest amount.');
    expect(a.sql).toContain('ORDER BY "amount" DESC LIMIT 3');
    expect(a.rows.map((r) => r[1])).toEqual([1200, 1200, 800]);
  });
});

describe('columns read once and groups said', () => {
  const ACCOUNTS = {
    accounts: `account_id,user_name,password,amount_outstanding,role_code
1,amartin,x1,120,admin
2,bstone,x2,80,user
3,cdiaz,x3,80,user
4,dwu,x4,0,user
`,
  };

  it('reads "usernames" as a user_name column', async () => {
    const a = await askWith(ACCOUNTS, 'What are the usernames and passwords of the accounts?');
    expect(a.columns).toEqual(['user_name', 'password']);
    expect(a.rows).toHaveLength(4);
  });

  it('does not group by the column an aggregate is taken of ("the average amount of money outstanding")', async () => {
    const a = await askWith(
      ACCOUNTS,
      'What is the maximum and average amount of money outstanding for all accounts?',
    );
    expect(a.sql).not.toMatch(/GROUP BY/);
    expect(a.rows).toEqual([[120, 70]]);
  });

  it('says in the interpretation which groups a plan has, also when they come from the columns shown', async () => {
    const a = await ask('Show category and average price');
    expect(a.sql).toMatch(/GROUP BY "category"/);
    expect(a.interpretation).toContain('grouped by category');
  });
});

describe('people and shared values', () => {
  const CLUB = {
    plans: `plan_id,plan_name,monthly_fee
1,Basic,20
2,Premium,60
`,
    members: `member_id,first_name,last_name,city,plan_id
1,Ann,Lee,Paris,1
2,Bo,Ng,Paris,2
3,Cy,Orr,Rome,1
4,Di,Poe,Oslo,2
`,
  };

  it('answers "Who created …?" with the person the rows refer to, not the year the verb names', async () => {
    const art = {
      artists: 'artist_id,name,nationality\n1,Ada Moss,British\n2,Ben Ruiz,Spanish\n',
      artworks: 'artwork_id,title,yr_created,artist_id\n1,Crowned Head,1990,2\n2,Blue Hour,2001,1\n',
    };
    const a = await askWith(art, 'Who created the artwork titled Crowned Head?');
    expect(flat(a)).toEqual(['Ben Ruiz']);
  });

  it('shows first and last names for "the names" of people kept in two columns', async () => {
    const a = await askWith(CLUB, 'List the names of the members on the Premium plan.');
    expect(a.columns).toEqual(['first_name', 'last_name']);
    expect(sorted(a)).toEqual([JSON.stringify(['Bo', 'Ng']), JSON.stringify(['Di', 'Poe'])]);
    const first = await askWith(CLUB, 'List the first names of the members on the Premium plan.');
    expect(first.columns).toEqual(['first_name']);
  });

  it("shows the name part asked for of each group, not the groups' label beside it", async () => {
    const visits = {
      visits: 'visit_id,member_id,visit_date\n1,1,2026-01-02\n2,1,2026-02-03\n3,2,2026-02-04\n',
    };
    const a = await askWith(
      { ...CLUB, ...visits },
      'Show the last name of each member together with the number of visits.',
    );
    expect(a.columns[0]).toBe('last_name');
    expect(a.columns).toHaveLength(2);
    expect(sorted(a)).toEqual([JSON.stringify(['Lee', 2]), JSON.stringify(['Ng', 1])]);
    const both = await askWith(
      { ...CLUB, ...visits },
      'Show the first and last name of each member together with the number of visits.',
    );
    expect(both.columns).toHaveLength(3);
  });

  it('reads "cities with both A members and B members" as cities each has some of, not one member with both', async () => {
    const a = await askWith(
      CLUB,
      'Which cities have both members on the Basic plan and members on the Premium plan?',
    );
    expect(a.sql).toMatch(/INTERSECT/);
    expect(flat(a)).toEqual(['Paris']);
  });
});

describe('abbreviated column names', () => {
  it('reads `wt_kg` as the weight, `lang` as the language and `prep_mins` as the preparation time', async () => {
    const extra = {
      animals: `animal_id,animal_name,wt_kg,feed_qty_kg
1,Rex,120,5
2,Tia,80,9
3,Moe,40,2
`,
      repos: `repo_id,repo_name,lang
1,tiny,Rust
2,big,Go
3,mid,Rust
`,
    };
    const weight = await askWith(extra, 'What is the average weight of the animals?');
    expect(weight.rows).toEqual([[80]]);
    const language = await askWith(extra, 'Which language is used by the most repos?');
    expect(flat(language)).toEqual(['Rust']);
    const recipes = { recipes: 'recipe_id,title,prep_mins\n1,Soup,20\n2,Pie,45\n' };
    expect((await askWith(recipes, 'What is the maximum preparation time of the recipes?')).rows).toEqual([
      [45],
    ]);
  });
});

describe('columns that hold a total or an average per row', () => {
  const extra = {
    bookings: `booking_id,status,total_amount
1,done,100
2,done,250
3,open,40
`,
    recipes: `recipe_id,title,course,avg_rating
1,Soup,starter,3.5
2,Stew,main,4.5
3,Pie,dessert,4.9
4,Salad,starter,3.2
`,
  };

  it('sums or averages them over all rows asked for, and lists them per row otherwise', async () => {
    expect((await askWith(extra, 'What is the total amount of all done bookings?')).rows).toEqual([[350]]);
    expect((await askWith(extra, 'What is the average rating of all recipes?')).rows).toEqual([[4.025]]);
    const each = await askWith(extra, 'For each course, what is the average rating of the recipes?');
    expect(sorted(each)).toEqual(
      [
        ['dessert', 4.9],
        ['main', 4.5],
        ['starter', 3.35],
      ]
        .map((r) => JSON.stringify(r))
        .sort(),
    );
    expect(await askWith(extra, 'List the total amount of bookings in descending order.')).toMatchObject({
      rows: [[250], [100], [40]],
    });
  });

  it('compares with the average of such a column ("higher than the average rating of all recipes")', async () => {
    const a = await askWith(
      extra,
      'What are the titles of recipes rated higher than the average rating of all recipes?',
    );
    expect(sorted(a)).toEqual(['"Pie"', '"Stew"']);
  });
});

describe('sorting said in a clause of its own', () => {
  it('sorts by a date "oldest first" from the earliest', async () => {
    const a = await ask("List the customers' names ordered by their signup date, oldest first.");
    expect(flat(a)).toEqual(['Alice Martin', 'Bob Stone', 'Carla Diaz', 'Dan Wu', 'Eva Novak']);
  });

  it('reads "most expensive first" before another sentence as a descending sort of every row', async () => {
    const a = await ask(
      'List the products sorted by price, most expensive first. Show their names and prices.',
    );
    expect(a.rows.map((r) => r[0])).toEqual(['Laptop', 'Phone', 'Desk', 'Chair', 'Pen']);
  });
});

describe('words that describe a table named next', () => {
  it('reads "observing sites" as sites, not observations', async () => {
    const extra = {
      site: 'site_id,site_name,country\n1,Paranal,Chile\n2,La Silla,Chile\n3,Mauna Kea,USA\n',
      observation: 'observation_id,site_id,target\n1,1,M31\n2,1,M42\n3,3,M31\n4,3,M1\n5,3,M2\n',
    };
    const a = await askWith(extra, 'Which countries have more than one observing site?');
    expect(flat(a)).toEqual(['Chile']);
  });

  it('keeps a participle that spells a table\'s name ("checking accounts", `checking`)', async () => {
    const extra = {
      accounts: 'custid,name\n1,Ann\n2,Bo\n',
      savings: 'custid,balance\n1,900\n2,10\n',
      checking: 'custid,balance\n1,100\n2,50\n',
    };
    const a = await askWith(extra, 'What is the total balance of all checking accounts?');
    expect(a.rows).toEqual([[150]]);
    expect(a.interpretation).toMatch(/^about checking/);
  });
});

describe('values of one column held by the rows of two tables', () => {
  const stores = { stores: 'store_id,store_name,city\n1,Left Bank,Paris\n2,Forum,Rome\n3,Soho,London\n' };

  it('intersects "cities that have a store and are also home to at least one customer"', async () => {
    const a = await askWith(stores, 'Which cities have a store and are also home to at least one customer?');
    expect(a.sql).toMatch(/INTERSECT/);
    expect(sorted(a)).toEqual(['"London"', '"Paris"']);
  });

  it('keeps "the cities of all customers and stores" a listing of both (UNION)', async () => {
    const a = await askWith(stores, 'List the cities of all customers and stores.');
    expect(a.sql).toMatch(/UNION/);
    expect(a.rows).toHaveLength(5);
  });

  it('subtracts "cities that have customers but no store"', async () => {
    const a = await askWith(stores, 'Which cities have customers but no store?');
    expect(a.sql).toMatch(/EXCEPT/);
    expect(sorted(a)).toEqual(['"Berlin"', '"Madrid"']);
  });
});

describe('a column named exactly in a related table', () => {
  it("shows the model's `make`, not the car's `year_made` a word of which it shares", async () => {
    const cars = {
      models: 'model_id,make,model_name\n1,Toyota,Corolla\n2,Honda,Civic\n',
      cars: 'car_id,plate,color,year_made,model_id\n1,AB-1,Red,2019,2\n2,CD-2,Blue,2020,1\n3,EF-3,Red,2021,1\n',
    };
    const a = await askWith(cars, 'Show the plate and make of every red car.');
    expect(a.columns).toEqual(['plate', 'make']);
    expect(sorted(a)).toEqual([JSON.stringify(['AB-1', 'Honda']), JSON.stringify(['EF-3', 'Toyota'])]);
  });

  it('keeps the rows\' own name for "first names", not another table\'s number `votes_first`', async () => {
    const players = {
      players: 'player_id,name_first,name_last,weight\n1,Ann,Lee,230\n2,Bo,Ng,180\n',
      award_votes: 'vote_id,player_id,votes_first\n1,1,3\n2,2,5\n',
    };
    const a = await askWith(players, 'List the first and last names of players who weigh over 220.');
    expect(a.rows).toEqual([['Ann', 'Lee']]);
  });
});

describe('values said as what the rows are', () => {
  it('reads "still open" as the status open, not the opening date', async () => {
    const tickets = {
      tickets:
        'ticket_id,title,status_code,opened_on\n1,Crash,open,2026-01-02\n2,Typo,closed,2026-01-05\n3,Leak,open,2026-02-01\n',
    };
    expect((await askWith(tickets, 'How many tickets are still open?')).rows).toEqual([[2]]);
  });

  it('keeps a passive verb before a preposition a verb ("were reported after …")', async () => {
    const problems = {
      problems:
        'problem_id,status_code,date_reported\n1,reported,2026-01-02\n2,fixed,2026-01-05\n3,reported,2026-02-01\n',
    };
    const a = await askWith(problems, 'Which problems were reported after 2026-01-03? Give their ids.');
    expect(flat(a)).toEqual([2, 3]);
  });
});

describe('prepositions before "each"', () => {
  it('groups "under each category"; it compares with nothing', async () => {
    const a = await ask('What is the average price of products under each category?');
    expect(sorted(a)).toEqual(
      [
        ['Electronics', 1000],
        ['Furniture', 225],
        ['Stationery', 2],
      ]
        .map((r) => JSON.stringify(r))
        .sort(),
    );
  });
});

describe('acts the rows never had', () => {
  it('reads "never been administered" as no row of the one table referring to them', async () => {
    const vet = {
      treatment: 'treatment_id,treatment_name\n1,Vaccine\n2,X-ray\n3,Dental\n',
      visit_treatment: 'visit_id,treatment_id,quantity\n1,1,2\n2,3,1\n',
    };
    const a = await askWith(vet, 'List the names of treatments that have never been administered.');
    expect(flat(a)).toEqual(['X-ray']);
  });

  it('reads "never been borrowed" as no loan, of the tables referring to the books', async () => {
    const library = {
      author: 'author_id,name\n1,Ann Lee\n',
      book: 'book_id,title\n1,Dune\n2,Emma\n3,Ulysses\n',
      book_author: 'book_id,author_id\n1,1\n2,1\n3,1\n',
      loan: 'loan_id,book_id,loan_date\n1,1,2026-01-02\n2,3,2026-02-03\n',
    };
    const a = await askWith(library, 'What are the titles of books that have never been borrowed?');
    expect(flat(a)).toEqual(['Emma']);
  });
});

describe('columns that count things', () => {
  it('sums `num_staff` for "How many staff work …?", and counts rooms by their `room_number`', async () => {
    const extra = {
      branches: 'branch_id,branch_name,num_staff\n1,North,12\n2,South,8\n3,East,12\n',
      rooms: 'room_id,room_number,floor\n1,101,1\n2,102,1\n3,201,2\n',
    };
    expect((await askWith(extra, 'How many staff work at the branches?')).rows).toEqual([[32]]);
    expect((await askWith(extra, 'How many rooms are there?')).rows).toEqual([[3]]);
  });
});

describe('a value right after the name of its table', () => {
  it('reads "which track Blue Train belongs to" as the track, though an album has that title too', async () => {
    const music = {
      albums: 'album_id,title\n1,Blue Train\n2,Giant Steps\n',
      tracks: "track_id,album_id,name\n1,1,Moment's Notice\n2,2,Blue Train\n",
    };
    const a = await askWith(music, 'What is the title of the album which track Blue Train belongs to?');
    expect(flat(a)).toEqual(['Giant Steps']);
  });
});

describe('codes written onto a word', () => {
  it('reads `emp_jobcode` as the job code, and "the count and code of …" shows both', async () => {
    const staff = {
      employees: 'emp_id,emp_name,emp_jobcode\n1,Ann,PROF\n2,Bo,TECH\n3,Cy,PROF\n4,Di,ADMIN\n',
    };
    const a = await askWith(staff, 'What is the count and code of the job with the most employees?');
    expect(a.rows).toEqual([['PROF', 2]]);
  });
});

describe('fees as what things cost', () => {
  it('reads "cost more than 125", "the cheapest" by an entry fee', async () => {
    const races = {
      races:
        'race_id,race_name,distance_km,entry_fee\n1,Lakeshore,42,150\n2,Harbour,21,90\n3,Ridge,160,130\n',
    };
    expect(sorted(await askWith(races, 'Which races cost more than 125?'))).toEqual([
      '"Lakeshore"',
      '"Ridge"',
    ]);
    expect(flat(await askWith(races, 'What is the cheapest race?'))).toEqual(['Harbour']);
  });
});

describe('particles of verbs', () => {
  it('does not read "taken out" as the code OUT of a status column', async () => {
    const library = {
      members: 'member_id,fname,lname\n1,Ann,Lee\n2,Bo,Ng\n3,Cy,Orr\n',
      loans: 'loan_id,member_id,status_code\n1,1,OUT\n2,2,RET\n',
    };
    const a = await askWith(
      library,
      'Which members have never taken out a loan? Give their first and last names.',
    );
    expect(a.rows).toEqual([['Cy', 'Orr']]);
  });
});

describe('prepositions', () => {
  it('reads no column into "through" ("observations taken through the K filter")', async () => {
    const sky = {
      astronomers: 'astronomer_id,name,country\n1,Ann Lee,Chile\n2,Bo Ng,USA\n',
      observations: 'obs_id,astronomer_id,filter_code,exposure_sec\n1,1,K,100\n2,2,K,50\n3,2,V,30\n',
    };
    const a = await askWith(
      sky,
      'What is the total exposure time of all observations taken through the K filter?',
    );
    expect(a.rows).toEqual([[150]]);
  });
});

describe('verbs counted "the most times"', () => {
  it('ranks rows by the related rows the verb names ("fed", "rented" the most times)', async () => {
    const zoo = {
      animals: 'animal_id,animal_name\n1,Rex\n2,Tia\n',
      feeding: 'feeding_id,animal_id,feed_time\n1,1,08:00\n2,2,09:00\n3,2,10:00\n',
      checkups: 'checkup_id,animal_id,vet\n1,1,Ann\n2,1,Bo\n3,1,Cy\n',
      cars: 'car_id,plate\n1,AB-1\n2,CD-2\n',
      rental: 'rental_id,car_id,days\n1,2,3\n2,2,1\n3,1,2\n',
      services: 'service_id,car_id,cost\n1,1,90\n2,1,80\n3,1,70\n',
    };
    expect(flat(await askWith(zoo, 'Which animal has been fed the most times?'))).toEqual(['Tia']);
    expect(flat(await askWith(zoo, 'Which car has been rented the most times? Give its plate.'))).toEqual([
      'CD-2',
    ]);
  });
});

describe('rows named by a kind they are of', () => {
  it('reads "the names of the galaxies observed at Paranal" as objects of type Galaxy', async () => {
    const sky = {
      site: 'site_id,site_name\n1,Paranal\n2,Keck\n',
      celestial_object: 'obj_id,obj_name,obj_type\n1,Andromeda,Galaxy\n2,Sirius,Star\n3,Triangulum,Galaxy\n',
      observation: 'obs_id,obj_id,site_id\n1,1,1\n2,2,1\n3,3,2\n',
    };
    const a = await askWith(sky, 'What are the names of the galaxies that were observed at Paranal?');
    expect(flat(a)).toEqual(['Andromeda']);
  });

  it('reads "the names of the stouts brewed in Denver" as beers of the style named', async () => {
    const beers = {
      brewery: 'id,name,city\n1,Hop Hall,Denver\n2,Malt Mill,Boise\n',
      beer_style: 'style_code,style_name\nSTOUT,Stout\nIPA,India Pale Ale\n',
      beer: 'beer_id,beer_name,style_code,brewery_id\n1,Night Cap,STOUT,1\n2,Sun Up,IPA,1\n3,Deep Dark,STOUT,2\n',
    };
    const a = await askWith(beers, 'Find the names of the stouts brewed in Denver.');
    expect(flat(a)).toEqual(['Night Cap']);
  });

  it('reads "for each beer style name" as the groups\' own name, not the beers\'', async () => {
    const beers = {
      beer_style: 'style_code,style_name\nSTOUT,Stout\nIPA,India Pale Ale\n',
      beer: 'beer_id,beer_name,style_code\n1,Night Cap,STOUT\n2,Sun Up,IPA\n3,Deep Dark,STOUT\n',
    };
    const a = await askWith(beers, 'For each beer style name, how many beers are there?');
    expect(sorted(a)).toEqual([JSON.stringify(['India Pale Ale', 1]), JSON.stringify(['Stout', 2])]);
  });

  it('reads a word English does not have as a name in the data, however it is written ("make a saison")', async () => {
    const beers = {
      brewery: 'id,name,city\n1,Hop Hall,Denver\n2,Malt Mill,Boise\n',
      beer_style: 'style_code,style_name\nSAI,Saison\nIPA,India Pale Ale\n',
      beer: 'beer_id,beer_name,style_code,brewery_id\n1,Farmhouse,SAI,2\n2,Sun Up,IPA,1\n',
    };
    expect(flat(await askWith(beers, 'Which breweries make a saison?'))).toEqual(['Malt Mill']);
  });
});

describe('people shown by their names', () => {
  const volunteers = `volunteer_id,first_name,last_name,dob,city
1,Ana,Silva,1990-04-02,Paris
2,Ben,Okoro,1975-11-20,London
3,Chloe,Park,2001-06-15,Paris
`;
  it('shows first and last name for "Who is the oldest volunteer?" where a table keeps them apart', async () => {
    const a = await askWith({ volunteers }, 'Who is the oldest volunteer?');
    expect(a.columns).toEqual(['first_name', 'last_name']);
    expect(flat(a)).toEqual([['Ben', 'Okoro']]);
  });
  it('keeps the first name alone when the question asks for it ("the first names of …", "firstname")', async () => {
    for (const q of [
      'What are the first names of volunteers in Paris?',
      'Show the firstname of volunteers in Paris.',
    ]) {
      const a = await askWith({ volunteers }, q);
      expect(a.columns, q).toEqual(['first_name']);
    }
  });
});

describe('the doers of a denied act', () => {
  const lifts = 'lift_id,lift_name\n1,Gondola\n2,Carpet\n3,Chair Six\n';
  const skiers = 'skier_id,skier_name\n1,Ana\n2,Ben\n';
  const lift_rides = 'ride_id,lift_id,skier_id,ride_time\n1,1,1,09:00\n2,1,2,10:00\n3,3,1,11:00\n';
  it('reads "never been ridden" as no row of `lift_rides` (an irregular verb, a short word)', async () => {
    const lift_slopes = 'lift_id,slope_name\n2,Blue Run\n3,Red Run\n';
    const a = await askWith(
      { lifts, lift_rides, lift_slopes },
      'What are the names of lifts that have never been ridden?',
    );
    expect(flat(a)).toEqual(['Carpet']);
  });
  it('reads "never ridden by any skier" as no ride, not a join to skiers that leaves no lift', async () => {
    const a = await askWith(
      { lifts, skiers, lift_rides },
      'Which lifts have never been ridden by any skier?',
    );
    expect(a.sql).not.toContain('"skiers"');
    expect(flat(a)).toEqual(['Carpet']);
  });
});

describe('age by a year', () => {
  const publishers =
    'publisher_id,pub_name,founded_yr\n1,Old House,1822\n2,New Press,2015\n3,Mid Books,1960\n';
  it('ranks "the oldest publisher" by the earliest `founded_yr`, "the youngest" by the latest', async () => {
    expect(flat(await askWith({ publishers }, 'Which is the oldest publisher?'))).toEqual(['Old House']);
    expect(flat(await askWith({ publishers }, 'In what year was the youngest publisher founded?'))).toEqual([
      2015,
    ]);
  });
});

describe('a count beside other aggregates', () => {
  it('answers "How many orders are there and what is their total amount?" with both', async () => {
    expect(flat(await ask('How many orders are there and what is their total amount?'))).toEqual([[8, 4730]]);
  });
  it('counts each customer once beside the total of their orders, per city', async () => {
    const a = await ask('For each city, how many customers are there and what is their total amount?');
    expect(sorted(a)).toEqual(
      [
        ['Berlin', 1, 300],
        ['London', 1, 610],
        ['Madrid', 1, 1200],
        ['Paris', 1, 2620],
      ].map((r) => JSON.stringify(r)),
    );
  });
});

describe('rows compared with the average row', () => {
  it('compares "donations larger than the average donation" by their one amount, not their date', async () => {
    const donations = 'donation_id,donated_on,amount\n1,2026-01-02,50\n2,2026-02-03,500\n3,2026-03-04,20\n';
    const a = await askWith({ donations }, 'Which donations are larger than the average donation?');
    expect(a.sql).toContain('avg("amount")');
    expect(flat(a)).toEqual([2]);
  });
  it('reads "weigh more than the average" by a weight column', async () => {
    const dogs = 'dog_id,dog_name,weight_kg,height_cm\n1,Rex,30,60\n2,Bo,10,30\n3,Max,35,65\n';
    expect(flat(await askWith({ dogs }, 'Which dogs weigh more than the average dog?'))).toEqual([
      'Rex',
      'Max',
    ]);
  });
});

describe('rows repeated through joins', () => {
  it('lists "Which customers ordered Electronics?" once each, though reached through orders and products', async () => {
    expect(sorted(await ask('Which customers ordered Electronics?'))).toEqual([
      '"Alice Martin"',
      '"Carla Diaz"',
    ]);
  });
  it('lists the rows of one condition less those of another once each ("… but never at a Back table")', async () => {
    const games = 'game_id,title\n1,Wingspan\n2,Patchwork\n3,Catan\n';
    const cafe_tables = 'table_id,zone\n1,Window\n2,Window\n3,Back\n';
    const sittings = 'sitting_id,game_id,table_id\n1,1,1\n2,1,2\n3,2,1\n4,2,3\n5,3,3\n';
    const a = await askWith(
      { games, cafe_tables, sittings },
      'Find the titles of games that have been played at a Window table but never at a Back table.',
    );
    expect(flat(a)).toEqual(['Wingspan']);
  });
});

describe('each listed once when asked', () => {
  it('reads "List each name once." and "without duplicates" as DISTINCT, not "more than once"', async () => {
    for (const q of [
      'Find the names of customers who ordered Electronics. List each name once.',
      'Give the names of customers who ordered Electronics, without duplicates.',
    ])
      expect(sorted(await ask(q)), q).toEqual(['"Alice Martin"', '"Carla Diaz"']);
    expect((await ask('Find the customers who ordered more than once.')).sql).toContain(
      'HAVING count(*) > 1',
    );
  });
});

describe('groups kept by a condition said apart', () => {
  it('keeps the average in "the average price of products in each category? Only include categories with more than one product."', async () => {
    const a = await ask(
      'What is the average price of products in each category? Only include categories with more than one product.',
    );
    expect(sorted(a)).toEqual(['["Electronics",1000]', '["Furniture",225]']);
  });
});

describe('columns that describe the rows aggregated', () => {
  it('does not group "the total number of downloads of episodes released in 2023" by the release date', async () => {
    const episodes =
      'episode_id,title,release_dt,downloads\n1,Pilot,2023-01-05,100\n2,Second,2023-06-01,50\n3,Third,2024-02-02,70\n';
    const a = await askWith(
      { episodes },
      'What is the total number of downloads of episodes released in 2023?',
    );
    expect(flat(a)).toEqual([150]);
  });
  it('still groups by a column listed beside the aggregate ("… and what are the customers\' names?")', async () => {
    const a = await ask("What is the maximum amount for the orders and what are the customers' names?");
    expect(a.rows.length).toBe(4);
  });
});

describe('"which" rows ranked by a value named twice', () => {
  it('shows the event, not its funds, for "Which event raised the most funds?"', async () => {
    const events = 'event_id,event_name,funds_raised\n1,Gala,5000\n2,Fun Run,12000\n3,Bake Sale,300\n';
    const a = await askWith({ events }, 'Which event raised the most funds?');
    expect(a.columns).toEqual(['event_name']);
    expect(flat(a)).toEqual(['Fun Run']);
  });
});

describe('a reference named after a pronoun', () => {
  it('reads "the name of its home port" as the port\'s name, joined through `home_port_id`', async () => {
    const ports = 'port_id,port_name\n1,Bergen\n2,Oslo\n';
    const vessels = 'vessel_id,vessel_name,home_port_id\n1,Nordlys,1\n2,Polarlys,2\n';
    const a = await askWith(
      { ports, vessels },
      "List every vessel's name together with the name of its home port.",
    );
    expect(sorted(a)).toEqual(['["Nordlys","Bergen"]', '["Polarlys","Oslo"]']);
  });
});

describe('units of time', () => {
  const games = 'game_id,title,play_time_mins\n1,Chess,60\n2,Twilight Imperium,480\n3,Uno,15\n';
  it('reads "more than two hours" over `play_time_mins` as 120 minutes', async () => {
    const a = await askWith({ games }, 'Which games take more than two hours to play?');
    expect(a.sql).toContain('> 120');
    expect(flat(a)).toEqual(['Twilight Imperium']);
  });
  it('keeps a number said in the column\'s own unit ("more than 30 minutes")', async () => {
    expect(sorted(await askWith({ games }, 'Which games take more than 30 minutes to play?'))).toEqual([
      '"Chess"',
      '"Twilight Imperium"',
    ]);
  });
});

describe('how fast', () => {
  it('reads "the fastest" by the least time taken, and by the greatest speed', async () => {
    const runs = 'run_id,runner,finish_secs\n1,Ana,9000\n2,Ben,8000\n3,Cy,9500\n';
    expect(flat(await askWith({ runs }, 'Who ran the fastest run? Give the runner.'))).toEqual(['Ben']);
    expect(flat(await askWith({ runs }, 'What is the slowest finishing time?'))).toEqual([9500]);
    const cars = 'car_id,model,top_speed_kph\n1,Fiat,150\n2,Ferrari,320\n';
    expect(flat(await askWith({ cars }, 'What is the model of the fastest car?'))).toEqual(['Ferrari']);
  });
});

describe('a verb naming the quantity ranked', () => {
  it('ranks "Which episode has been downloaded the most? Give its title." by `downloads`', async () => {
    const episodes = 'episode_id,title,downloads,rating\n1,Pilot,100,4\n2,Second,900,3\n3,Third,70,5\n';
    const a = await askWith({ episodes }, 'Which episode has been downloaded the most? Give its title.');
    expect(flat(a)).toEqual(['Second']);
  });
});

describe('codes named after their column', () => {
  const harvests =
    'harvest_id,farm,grade_code,qty_kg\n1,North,A,100\n2,North,C,50\n3,South,A,70\n4,East,B,20\n';
  it('reads "grade C" over `grade_code` as the code C, and "grade A" too', async () => {
    expect(sorted(await askWith({ harvests }, 'Which farms have had a grade C harvest?'))).toEqual([
      '"North"',
    ]);
    expect(flat(await askWith({ harvests }, 'How many harvests were given grade A?'))).toEqual([2]);
  });
});

describe('rows counted among those others have', () => {
  it('reads "do the registered donors have" with a word describing them between', async () => {
    const blood_types = 'type_code,abo\nA+,A\nO-,O\nB+,B\n';
    const donors = 'donor_id,name,type_code\n1,Ann,A+\n2,Bo,A+\n3,Cy,O-\n';
    for (const q of [
      'How many different blood types do donors have?',
      'How many different blood types do the registered donors have?',
    ])
      expect(flat(await askWith({ blood_types, donors }, q)), q).toEqual([2]);
  });
});

describe('a verb bounded by how many did it', () => {
  it('reads "events attended by more than 200 people" as `attendance` > 200', async () => {
    const events =
      'event_id,event_name,attendance,funds_raised\n1,Gala,350,100\n2,Fun Run,120,900\n3,Bake Sale,210,400\n';
    const a = await askWith({ events }, 'What are the names of events attended by more than 200 people?');
    expect(sorted(a)).toEqual(['"Bake Sale"', '"Gala"']);
  });
});

describe('command words used as nouns', () => {
  it('reads "any show" after a determiner as the `podcast_show` table, not the command "show"', async () => {
    const hosts = 'id,full_name\n1,Ann Lee\n2,Bo Chen\n';
    const podcast_show = 'id,title,host_id\n1,Byte Sized,1\n';
    const a = await askWith({ hosts, podcast_show }, 'Which hosts do not host any show?');
    expect(flat(a)).toEqual(['Bo Chen']);
  });
});

describe('values held by either of two tables', () => {
  it('reads "Which cities have a warehouse or a supplier?" as the union of both tables\' cities', async () => {
    const warehouses = 'warehouse_id,wh_name,city\n1,Central,Lyon\n2,East,Nice\n';
    const suppliers = 'supplier_id,supplier_name,city\n1,Acme,Nice\n2,Bolt,Metz\n';
    const a = await askWith({ warehouses, suppliers }, 'Which cities have a warehouse or a supplier?');
    expect(sorted(a)).toEqual(['"Lyon"', '"Metz"', '"Nice"']);
  });
});

describe('names the data does not hold', () => {
  it('declines "Which customers are in Gotham?" rather than list every customer', async () => {
    for (const q of ['Which customers are in Gotham?', 'Which customers ordered Gadgets?']) {
      const a = await ask(q);
      expect(a.understood, q).toBe(false);
      expect(a.answer, q).toContain('could not find');
    }
    expect(sorted(await ask('Which customers are in Paris?'))).toEqual(['"Alice Martin"', '"Dan Wu"']);
  });
});

describe("a schema's own abbreviations", () => {
  const dlvry = 'id,customer_id,dt_dlvrd,wt_kg\n1,1,2026-01-03,2.5\n2,1,2026-02-04,7.5\n3,2,2026-03-05,1.0\n';
  it('reads "deliveries" as the `dlvry` table and "weight" as `wt_kg`', async () => {
    expect(flat(await askWith({ dlvry }, 'How many deliveries were there?'))).toEqual([3]);
    const a = await askWith({ dlvry }, 'What is the total weight of deliveries to customers in Paris?');
    expect(flat(a)).toEqual([10]);
    expect(a.interpretation).toContain('"deliveries" read as "dlvry"');
  });
  it('reads "dates" as a `dt_` column', async () => {
    const a = await askWith({ dlvry }, 'Show the dates of deliveries heavier than 2 kg.');
    expect(a.columns).toEqual(['dt_dlvrd']);
    expect(a.rows).toHaveLength(2);
  });
  it('reads "certified" as `cert`, a flag', async () => {
    const vendors = 'vendor_id,vendor_name,organic_cert\n1,Green Farm,true\n2,Hill Dairy,false\n';
    expect(flat(await askWith({ vendors }, 'Which vendors are certified organic?'))).toEqual(['Green Farm']);
  });
});

describe('month names', () => {
  it('reads "before March 2026" as a date, never as a name spelt nearly so ("Marcus")', async () => {
    const deliveries = 'delivery_id,order_id,courier\n1,1,Marcus\n2,7,Lena\n';
    const a = await askWith({ deliveries }, 'How many orders were placed before March 2026?');
    expect(a.sql).not.toContain('Marcus');
    expect(flat(a)).toEqual([4]);
  });
});

describe('links named for a role', () => {
  const members = 'id,fname,lname\n1,Ann,Lee\n2,Bo,Chan\n3,Cy,Dow\n';
  const tournaments =
    'id,name,arbiter_id\n1,Spring Open,3\n2,Summer Blitz,2\n3,Autumn Cup,3\n4,Winter Rapid,2\n';
  const tournament_entries = 'tournament_id,member_id\n1,1\n2,1\n2,3\n3,1\n4,2\n';
  const tables = { members, tournaments, tournament_entries };
  it('joins through the table that links the two by their own names when the role is not named', async () => {
    const a = await askWith(tables, 'What are the names of the tournaments Ann Lee has entered?');
    expect(sorted(a)).toEqual(['"Autumn Cup"', '"Spring Open"', '"Summer Blitz"']);
    const b = await askWith(tables, 'Which members entered the Summer Blitz?');
    expect(sorted(b)).toEqual([JSON.stringify(['Ann', 'Lee']), JSON.stringify(['Cy', 'Dow'])]);
  });
  it('follows the role when the question names it', async () => {
    const a = await askWith(tables, 'Who is the arbiter of the Spring Open?');
    expect(flat(a)).toEqual([['Cy', 'Dow']]);
  });
});

describe('groups in order of their count', () => {
  it('reads "most common first" and "from the most to the fewest" as the groups by their count', async () => {
    for (const q of [
      'Show each city with the number of customers, most common first.',
      'List each city with its number of customers, from the most to the fewest.',
    ]) {
      const a = await ask(q);
      expect(a.sql, q).toMatch(/ORDER BY count\(\*\) DESC/);
      expect(a.rows[0], q).toEqual(['Paris', 2]);
    }
  });
  it('sorts by a year, oldest first, from the earliest year', async () => {
    const vendors = 'vendor_id,vendor_name,est_yr\n1,Avon,1990\n2,Brook,1980\n3,Cole,2000\n';
    const a = await askWith(
      { vendors },
      'List all vendors in order of the year they were established, oldest first.',
    );
    expect(flat(a)).toEqual(['Brook', 'Avon', 'Cole']);
  });
});

describe('flags and empty columns said other ways', () => {
  it('reads "have no power" and "classed as serious" as flags', async () => {
    const stalls = 'stall_id,stall_code,has_power\n1,N1,true\n2,N2,false\n3,S1,false\n';
    expect(sorted(await askWith({ stalls }, 'Show the codes of stalls that have no power.'))).toEqual([
      '"N2"',
      '"S1"',
    ]);
    const events = 'event_id,term,is_serious\n1,Rash,No\n2,Fever,Yes\n3,Cough,No\n';
    const a = await askWith({ events }, 'List the terms of events that were classed as serious.');
    expect(flat(a)).toEqual(['Fever']);
    const dishes =
      'dish_id,dish_name,category,is_veg\n1,Tiramisu,dessert,true\n2,Pavlova,dessert,false\n3,Dal,main,true\n';
    expect(flat(await askWith({ dishes }, 'Find the names of the vegetarian desserts.'))).toEqual([
      'Tiramisu',
    ]);
  });
  it('reads "no reported budget" and "an unknown birth date" as empty columns', async () => {
    const films = 'film_id,title,budget\n1,Arc,2.5\n2,Bay,\n3,Cove,4\n';
    expect(flat(await askWith({ films }, 'Which films have no reported budget?'))).toEqual(['Bay']);
    const animals = 'animal_id,animal_name,birth_date\n1,Rex,2020-01-01\n2,Tom,\n';
    expect(flat(await askWith({ animals }, 'Which animals have an unknown birth date?'))).toEqual(['Tom']);
  });
});

describe('a measure named beside a comparison', () => {
  it('compares the column the number names ("longer than 70 moves"), not what "longer" hints at', async () => {
    const games = 'game_id,round_num,num_moves,dur_min\n1,1,80,30\n2,2,40,95\n3,3,75,60\n';
    const a = await askWith({ games }, 'Show the round numbers of games that went longer than 70 moves.');
    expect(sorted(a)).toEqual(['1', '3']);
    const b = await askWith(
      { games },
      'Show the round numbers of games whose number of moves is longer than the average number of moves.',
    );
    expect(sorted(b)).toEqual(['1', '3']);
  });
});

describe('people named in a column of the rows counted', () => {
  const cust_order =
    'id,cust_name,cust_city,order_dt\n1,Ann Lee,Leeds,2026-01-02\n2,Ann Lee,Leeds,2026-02-03\n3,Bo Chan,York,2026-02-05\n4,Ann Lee,Leeds,2026-03-01\n5,Cy Dow,York,2026-03-09\n6,Bo Chan,York,2026-04-01\n';
  it('groups the rows by the name, not each row by its key', async () => {
    const a = await askWith({ cust_order }, 'Which customers have placed more than one order?', true);
    expect(sorted(a)).toEqual(['"Ann Lee"', '"Bo Chan"']);
    const b = await askWith({ cust_order }, 'Which customer has placed the most orders?', true);
    expect(flat(b)).toEqual(['Ann Lee']);
  });
});

describe('tables named by the question among those linking two others', () => {
  it('joins through `stock_level` for "stocked", not through `shipment`', async () => {
    const warehouse = 'warehouse_id,wh_name\n1,Central\n2,East\n';
    const stock_level = 'warehouse_id,product_id,qty_on_hand\n1,1,5\n2,2,3\n';
    const shipment = 'shipment_id,warehouse_id,product_id\n1,2,1\n2,1,2\n3,1,4\n';
    const tables = { warehouse, stock_level, shipment };
    expect(flat(await askWith(tables, 'Which warehouses have Laptops in stock?'))).toEqual(['Central']);
    const a = await askWith(tables, 'Find the names of products that are not stocked in any warehouse.');
    expect(sorted(a)).toEqual(['"Chair"', '"Desk"', '"Pen"']);
  });
});

describe('columns asked for after "showing"', () => {
  it('reads ", showing the name and the date" as the columns shown', async () => {
    const a = await ask('List all orders placed in 2023, showing the amount and the order date.');
    expect(a.columns).toEqual(['amount', 'order_date']);
    expect(a.rows).toHaveLength(2);
  });
});

describe('a table shown through two references', () => {
  it('shows the names of the home team and the away team, joining the teams twice', async () => {
    const teams = 'team_id,team_name\n1,Wolves\n2,Kings\n3,Hydra\n';
    const matches =
      'match_id,match_date,home_team_id,away_team_id\n1,2026-01-14,1,2\n2,2026-01-15,3,1\n3,2026-01-16,2,3\n4,2026-01-17,1,3\n';
    const a = await askWith(
      { teams, matches },
      'Show the date of every match together with the names of the home team and the away team.',
    );
    expect(a.rows).toHaveLength(4);
    expect(sorted(a)).toContain(JSON.stringify(['2026-01-15', 'Hydra', 'Wolves']));
  });
});

describe('terse legacy names', () => {
  const prd = 'prd_id,prd_nm,cat_nm,unt_prc\n1,Hose,Garden,20\n2,Rake,Garden,35\n3,Tap,Plumbing,80\n';
  const stf = 'stf_id,fst_nm,lst_nm\n1,Ann,Price\n2,Bo,Lee\n';
  const stop_mst = 'stop_no,stop_nme,twn\n1,Market Square,Hillcrest\n2,Mill Lane,Ashby\n';
  const rte_stop = 'rte_no,stop_no,seq_no\n1,1,1\n1,2,2\n2,2,1\n';
  const tables = { prd, stf, stop_mst, rte_stop };
  it('reads "products" as `prd` and "price" as `unt_prc` before a surname Price', async () => {
    const a = await askWith(tables, 'What is the average price of products in the Garden category?', true);
    expect(flat(a)).toEqual([27.5]);
    expect(flat(await askWith(tables, 'How many products are there?', true))).toEqual([3]);
  });
  it('reads `_nme` as a name and a `_mst` table as the rows its other word names', async () => {
    const a = await askWith(tables, 'What are the names of the stops in Hillcrest?', true);
    expect(flat(a)).toEqual(['Market Square']);
  });
});

describe('values asked for after a preposition', () => {
  it('lists each value once for "In which cities …"', async () => {
    const a = await ask('In which cities do customers who ordered Laptops live?');
    expect(a.sql).toContain('DISTINCT');
    expect(sorted(a)).toEqual(['"Madrid"', '"Paris"']);
  });
});

describe('rows named before a participle', () => {
  it('shows the names of the rows, not of the agent after "by"', async () => {
    const drivers = 'driver_id,first_name,last_name\n1,Mo,Siddiqui\n2,Ann,Lee\n';
    const routes = 'route_id,route_name,driver_id\n1,Harbour Loop,1\n2,Hill Express,2\n3,Night Owl,1\n';
    const a = await askWith({ drivers, routes }, 'List the names of the routes driven by Mo Siddiqui.');
    expect(sorted(a)).toEqual(['"Harbour Loop"', '"Night Owl"']);
  });
});

describe('terse legacy names: people, kinds and flags', () => {
  const stu =
    'stu_id,fst_nm,lst_nm,brth_dt,ph_no,stu_typ\n1,Ann,Lee,2001-02-03,0123,Adult\n2,Bo,Chan,1999-05-06,,Junior\n3,Cy,Dow,2003-07-08,0456,Adult\n';
  const attnd = 'attnd_id,stu_id,att_sts\n1,1,Present\n2,1,Absent\n3,3,Present\n';
  const mach = 'mach_no,mach_desc,actv_flg\n1,Offset press,true\n2,Laser printer,false\n';
  const cust = 'cust_id,cntct_nm,cust_typ\n1,Al,Contractor\n2,Bea,Retail\n3,Cal,Contractor\n';
  const tables = { stu, attnd, mach, cust };
  it('shows people by `fst_nm` and `lst_nm`, and reads "phone" as `ph_no`', async () => {
    expect(flat(await askWith(tables, 'Who is the oldest student?', true))).toEqual([['Bo', 'Chan']]);
    const a = await askWith(tables, 'Which students have no phone number on file?', true);
    expect(flat(a)).toEqual([['Bo', 'Chan']]);
  });
  it('reads "attendance" as `attnd`, not the shorter `att`', async () => {
    expect(flat(await askWith(tables, 'How many attendance records are there?', true))).toEqual([3]);
  });
  it('keeps a kind the data holds ("contractors", not `cntct`) and names rows by their description', async () => {
    const a = await askWith(tables, 'How many customers are contractors?', true);
    expect(flat(a)).toEqual([2]);
    expect(flat(await askWith(tables, 'Which machines are no longer active?', true))).toEqual([
      'Laser printer',
    ]);
  });
});

describe('codes written as numbers', () => {
  it('reads "route 52" as the route whose code is 52, and "longer than 20 km" over `len_km`', async () => {
    const route = 'route_id,route_cd,len_km\n1,52,12.5\n2,X12,24\n3,7,31\n';
    const trip = 'trip_id,route_id,driver\n1,1,Ann\n2,1,Bo\n3,2,Cy\n';
    const a = await askWith({ route, trip }, 'Which drivers have driven route 52?', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Bo"']);
    const b = await askWith({ route, trip }, 'Which routes are longer than 20 km? List their codes.', true);
    expect(sorted(b)).toEqual(['"7"', '"X12"']);
  });
});

describe('a passive verb that sets a condition on the rows asked for', () => {
  it('shows the drivers for "Which drivers were hired in 2023?", not their hire dates', async () => {
    const drivers =
      'driver_id,first_name,last_name,hire_date\n1,Ann,Lee,2023-02-01\n2,Bo,Chan,2021-05-06\n3,Cy,Dow,2023-09-09\n';
    const a = await askWith({ drivers }, 'Which drivers were hired in 2023?', true);
    expect(a.columns).toEqual(['first_name', 'last_name']);
    expect(a.rows).toHaveLength(2);
  });
});

describe('a table named for the kind of its rows', () => {
  it('reads "materials" as `Material_Type`, keyed by `Material_ID`, not the key other tables hold', async () => {
    const Material_Type =
      'Material_ID,Material_Name,Category,Is_Hazardous\n1,Cardboard,Paper,false\n2,Batteries,Metal,true\n3,Paint,Liquid,true\n';
    const Collection = 'Collection_ID,Material_ID,Weight\n1,1,2.5\n2,1,3\n3,2,1\n4,1,4\n';
    const Drop_Off = 'Drop_Off_ID,Material_ID,Weight_Kg\n1,3,12\n2,2,4\n';
    const tables = { Material_Type, Collection, Drop_Off };
    const a = await askWith(tables, 'Which materials have been collected more than 2 times?', true);
    expect(flat(a)).toEqual(['Cardboard']);
    const b = await askWith(tables, 'Which materials are hazardous?', true);
    expect(sorted(b)).toEqual(['"Batteries"', '"Paint"']);
  });
});

describe('rows set by a participle after them', () => {
  const ord_hdr =
    'ord_id,cust_id,dt_rcvd,tot_amt,ord_sts\n1,1,2021-11-02,40,Closed\n2,2,2022-05-09,25.5,Closed\n3,1,2024-01-15,60,Cancelled\n4,2,2024-06-30,12,In Progress\n';
  const dlvry = 'dlv_id,ord_id,dlv_fee\n1,1,3\n2,2,3\n3,4,5\n';
  const tables = { ord_hdr, dlvry };
  it('reads `ord_hdr` as the orders, and shows neither the date nor groups for "orders received in 2024"', async () => {
    const a = await askWith(tables, 'How many orders were cancelled?', true);
    expect(flat(a)).toEqual([1]);
    const b = await askWith(tables, 'What are the ids of orders received in 2024?', true);
    expect(b.columns).toEqual(['ord_id']);
    expect(sorted(b)).toEqual(['3', '4']);
    const c = await askWith(
      tables,
      'Show the id and total amount of every order received before March 2022.',
      true,
    );
    expect(c.columns).toEqual(['ord_id', 'tot_amt']);
    expect(flat(c)).toEqual([[1, 40]]);
  });
});

describe('a date asked of the rows named', () => {
  const harvests =
    'id,planting_id,harvested_on,weight_kg\n1,1,2024-06-01,3.5\n2,1,2024-07-02,5.25\n3,2,2025-05-03,6\n';
  const plantings = 'id,gardener_id,planted_on\n1,1,2024-03-01\n2,2,2023-04-04\n';
  const volunteers = 'id,gardener_id,work_date,hours\n1,1,2024-01-01,2\n2,2,2024-02-02,3\n';
  const tables = { harvests, plantings, volunteers };
  it('reads "the date" of harvests as `harvested_on`, not the `work_date` another table holds', async () => {
    const a = await askWith(tables, 'Show the date and weight of every harvest heavier than 4 kg.', true);
    expect(a.columns).toEqual(['harvested_on', 'weight_kg']);
    expect(a.rows).toHaveLength(2);
    const b = await askWith(tables, 'When was the earliest planting recorded?', true);
    expect(b.sql).toContain('planted_on');
    expect(b.sql).not.toContain('work_date');
  });
});

describe('names written in one word', () => {
  const MEMBER =
    'MEMBER_ID,FIRST_NAME,SURNAME,DATE_OF_BIRTH,MEMBERSHIP_TYPE\n1,Ann,Senior,1990-01-02,Full\n2,Bo,Lee,2001-03-04,Senior\n3,Cy,Dow,1950-05-06,Senior\n4,Di,Fox,1985-07-08,Junior\n';
  it('shows a person by `FIRST_NAME` and `SURNAME`, and reads a lower-case word as a kind, not a surname', async () => {
    const a = await askWith({ MEMBER }, 'Who is the youngest member?', true);
    expect(flat(a)).toEqual([['Bo', 'Lee']]);
    const b = await askWith({ MEMBER }, 'List the first names and surnames of all senior members.', true);
    expect(sorted(b)).toEqual([JSON.stringify(['Bo', 'Lee']), JSON.stringify(['Cy', 'Dow'])]);
  });
});

describe('each listed once', () => {
  it('lists each row once for "List each customer once." without reading "once" as the number 1', async () => {
    const a = await ask('Which customers ordered Laptops? List each customer once.');
    expect(a.sql).toContain('DISTINCT');
    expect(a.sql).not.toMatch(/= 1\b/);
    expect(sorted(a)).toEqual(['"Alice Martin"', '"Carla Diaz"']);
    const b = await ask('Give the names of customers who happily ordered a Desk, each listed once.');
    expect(sorted(b)).toEqual(['"Alice Martin"', '"Eva Novak"']);
  });
  it('still counts "more than once" and "at most once", and reads "ordered by customers who …" as a verb', async () => {
    expect(sorted(await ask('Which customers ordered more than once?'))).toEqual([
      '"Alice Martin"',
      '"Bob Stone"',
    ]);
    const a = await ask('List the names of the products ordered by customers who live in Paris.');
    expect(a.sql).not.toContain('ORDER BY');
    expect(sorted(a)).toHaveLength(4);
  });
});

describe("a row's own superior", () => {
  const staff = 'stf_id,first_nm,last_nm,sup_id\n1,Ann,Lee,\n2,Bo,Ng,1\n3,Cy,Orr,1\n4,Di,Poe,2\n';
  const ord_hdr = 'ord_id,stf_id,tot_amt\n1,2,10\n2,3,20\n';
  it("shows the manager's names beside each person's through the reference to their own table", async () => {
    const a = await askWith(
      { staff, ord_hdr },
      "List each staff member's first and last name together with the first and last name of their supervisor.",
      true,
    );
    expect(a.columns).toHaveLength(4);
    expect(sorted(a)).toEqual(
      [
        ['Bo', 'Ng', 'Ann', 'Lee'],
        ['Cy', 'Orr', 'Ann', 'Lee'],
        ['Di', 'Poe', 'Bo', 'Ng'],
      ].map((r) => JSON.stringify(r)),
    );
    expect(a.interpretation).not.toContain('"together" read as');
    const b = await askWith(
      { staff, ord_hdr },
      "Show each staff member's first name and their supervisor's first name.",
      true,
    );
    expect(sorted(b)).toEqual(
      [
        ['Bo', 'Ann'],
        ['Cy', 'Ann'],
        ['Di', 'Bo'],
      ].map((r) => JSON.stringify(r)),
    );
  });
});

describe('the longest-serving', () => {
  it('ranks people by the date they started, earliest first', async () => {
    const drivers =
      'driver_id,first_name,last_name,birth_date,hire_date\n1,Ann,Lee,1990-01-02,2015-03-01\n2,Bo,Ng,1970-05-06,2019-04-01\n3,Cy,Orr,1985-07-08,2012-09-01\n';
    expect(flat(await askWith({ drivers }, 'Who is our longest-serving driver?', true))).toEqual([
      ['Cy', 'Orr'],
    ]);
    expect(flat(await askWith({ drivers }, 'Who is the longest standing driver?', true))).toEqual([
      ['Cy', 'Orr'],
    ]);
  });
});

describe('a column named as a total, summed per group', () => {
  it('sums `Total_Amount` for "the total booking amount for each hotel"', async () => {
    const hotel = 'Hotel_ID,Hotel_Name\n1,Harbour View\n2,Old Mill\n';
    const booking = 'Booking_ID,Hotel_ID,Total_Amount\n1,1,100\n2,1,250\n3,2,80\n';
    const a = await askWith({ hotel, booking }, 'What is the total booking amount for each hotel?', true);
    expect(sorted(a)).toEqual([JSON.stringify(['Harbour View', 350]), JSON.stringify(['Old Mill', 80])]);
  });
});

describe('a date asked beside "its id"', () => {
  it('takes the date of the rows named, though every table has an id', async () => {
    const parcels = 'parcelId,givenOn,weightKg\n1,2024-01-05,8\n2,2024-02-06,12\n';
    const shifts = 'shiftId,shiftDate,hours\n1,2024-01-01,3\n';
    const a = await askWith(
      { parcels, shifts },
      'Which parcel was the heaviest? Give its id and the date.',
      true,
    );
    expect(a.sql).not.toContain('shiftDate');
    expect(flat(a)).toEqual([[2, '2024-02-06']]);
  });
});

describe('yes/no columns said as a kind or a holding', () => {
  const volunteers = 'volunteerId,firstName,hasDrivingLicence\n1,Ann,true\n2,Bo,false\n3,Cy,true\n';
  const parcels = 'parcelId,isVegetarian,weightKg\n1,true,8\n2,false,12\n3,true,9\n4,true,4\n';
  it('counts "vegetarian parcels" as parcels, and reads "hold a driving licence" as the flag', async () => {
    expect(
      flat(await askWith({ volunteers, parcels }, 'How many vegetarian parcels are there?', true)),
    ).toEqual([3]);
    const a = await askWith({ volunteers, parcels }, 'How many volunteers hold a driving licence?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('what a thing can hold or carry', () => {
  it('compares its capacity, and reads "carry" after "can" as a verb, not the value "Car"', async () => {
    const Truck = 'Truck_ID,Registration,Capacity_Tonnes\n1,AB12 CDE,12\n2,FG34 HIJ,18\n3,KL56 MNO,26\n';
    const Drop_Off = 'Drop_Off_ID,Truck_ID,Vehicle_Type\n1,1,Car\n2,2,Van\n3,3,Car\n';
    const a = await askWith(
      { Truck, Drop_Off },
      'Give the registrations of trucks that can carry more than 16 tonnes.',
      true,
    );
    expect(sorted(a)).toEqual(['"FG34 HIJ"', '"KL56 MNO"']);
    const Kennels = 'Kennel_ID,Kennel_Code,Capacity\n1,K1,2\n2,K2,4\n3,K3,6\n';
    const Animals = 'Animal_ID,Kennel_ID\n1,1\n2,1\n3,2\n4,3\n5,3\n6,3\n';
    const b = await askWith(
      { Kennels, Animals },
      'Give the codes of kennels that hold between 3 and 4 animals.',
      true,
    );
    expect(flat(b)).toEqual(['K2']);
  });
});

describe('a year of the rows named', () => {
  it("groups rounds by the year of their own date, not a course's opening year, and orders by it", async () => {
    const COURSE = 'COURSE_ID,COURSE_NAME,OPENED_YEAR\n1,Links,1890\n2,Lakes,1975\n';
    const ROUND = 'ROUND_ID,COURSE_ID,ROUND_DATE\n1,1,2023-04-01\n2,2,2023-05-01\n3,1,2024-06-01\n';
    const a = await askWith({ COURSE, ROUND }, 'How many rounds were played per year? Order by year.', true);
    expect(a.sql).not.toContain('OPENED_YEAR');
    expect(a.rows).toEqual([
      [2023, 2],
      [2024, 1],
    ]);
  });
});

describe('a superlative ranked "by" a column', () => {
  it('shows the rows, not the column they are ranked by, and reads "also" after "are" before a flag', async () => {
    const a = await ask('What are the three most expensive products by price?');
    expect(a.columns).toEqual(['name']);
    expect(flat(a)).toEqual(['Laptop', 'Phone', 'Desk']);
    const teachers =
      'teacher_id,first_name,last_name,is_examiner\n1,Ann,Lee,true\n2,Bo,Ng,false\n3,Cy,Orr,true\n';
    expect(flat(await askWith({ teachers }, 'How many teachers are also examiners?', true))).toEqual([2]);
  });
  it('does not read a word that hints at a price ("expensive") as an abbreviation (`is_exp`)', async () => {
    const svc = 'svc_id,svc_nm,unit_prc,is_exp\n1,Wash,4.5,false\n2,Dry Clean,12,true\n3,Press,3,false\n';
    const a = await askWith({ svc }, 'What is the most expensive service?', true);
    expect(a.interpretation).not.toContain('"expensive" read as');
    expect(flat(a)).toEqual(['Dry Clean']);
  });
});

describe('people still alive', () => {
  it('reads "still living" and "alive" as no year of death, "deceased" as one', async () => {
    const Artist =
      'Artist_ID,Name,Birth_Year,Death_Year\n1,Ann Lee,1901,1980\n2,Bo Ng,1950,\n3,Cy Orr,1972,\n';
    const Museum = 'Museum_ID,Name,City\n1,Tate,London\n';
    expect(sorted(await askWith({ Artist, Museum }, 'Which artists are still living?', true))).toEqual([
      '"Bo Ng"',
      '"Cy Orr"',
    ]);
    expect(flat(await askWith({ Artist, Museum }, 'How many artists are deceased?', true))).toEqual([1]);
  });
});

describe('decades and centuries', () => {
  it('reads "in the 2020s" as 2020 to 2029 and "the 1800s" as 1800 to 1899', async () => {
    expect(flat(await ask('How many customers signed up in the 2020s?'))).toEqual([5]);
    expect(flat(await ask('How many customers signed up in the 2010s?'))).toEqual([0]);
    const Artist = 'Artist_ID,Name,Birth_Year\n1,Ann,1801\n2,Bo,1899\n3,Cy,1900\n';
    expect(flat(await askWith({ Artist }, 'How many artists were born in the 1800s?', true))).toEqual([2]);
  });
});

describe('a table named by the word its name starts with', () => {
  it('reads "any recipe" as `recipe_items`, but not "the cafe" as `cafe_table`', async () => {
    const ingredients = 'id,name\n1,Flour\n2,Saffron\n3,Butter\n';
    const recipe_items = 'id,product_id,ingredient_id\n1,1,1\n2,1,3\n';
    const a = await askWith(
      { ingredients, recipe_items },
      'Which ingredients are not used in any recipe?',
      true,
    );
    expect(flat(a)).toEqual(['Saffron']);
    const game = 'game_id,name,copies\n1,Catan,3\n2,Go,2\n';
    const cafe_table = 'table_id,seats\n1,4\n2,6\n';
    const play_session = 'session_id,game_id,table_id\n1,1,1\n2,2,2\n';
    const b = await askWith(
      { game, cafe_table, play_session },
      'How many copies of games does the cafe own in total?',
      true,
    );
    expect(flat(b)).toEqual([5]);
  });
});

describe('a compound ending in a table name', () => {
  it('reads "beekeepers" as `keepers`, and not "observing sites" as observations', async () => {
    const keepers = 'kpr_id,fst_nm,lst_nm,cert_lvl\n1,Ann,Lee,Master\n2,Bo,Ng,Basic\n';
    const inspections = 'insp_id,kpr_id\n1,1\n2,2\n3,2\n';
    const a = await askWith(
      { keepers, inspections },
      'Which beekeeper has carried out the most inspections?',
      true,
    );
    expect(flat(a)).toEqual([['Bo', 'Ng']]);
    const site = 'site_id,site_name,elevation_m\n1,Summit,2800\n2,Valley,300\n';
    const observation = 'obs_id,site_id\n1,1\n2,2\n';
    const b = await askWith(
      { site, observation },
      'Which observing sites are higher than 2500 metres?',
      true,
    );
    expect(b.sql).not.toContain('observation');
  });
});

describe('a table named by its first word, whose keys other tables hold', () => {
  it('reads "moves" as `MOVE_JOB` beside `CREW_ASSIGNMENT.MOVE_JOB_ID`, and "the crew" as `crew_members`', async () => {
    const MOVE_JOB =
      'MOVE_JOB_ID,MOVE_DATE,STATUS\n1,2024-01-05,Cancelled\n2,2024-02-01,Completed\n3,2024-03-09,Cancelled\n';
    const CREW_ASSIGNMENT = 'ASSIGNMENT_ID,MOVE_JOB_ID,HOURS_WORKED\n1,1,4\n2,1,5\n3,2,6\n';
    const a = await askWith({ MOVE_JOB, CREW_ASSIGNMENT }, 'How many moves were cancelled?', true);
    expect(flat(a)).toEqual([2]);
    const stations = 'id,name\n1,Skipton Station\n2,Leeds Station\n';
    const crew_members = 'id,first_name,station_id\n1,Ann,1\n2,Bo,1\n3,Cy,2\n';
    const responses = 'id,lead_crew_id,second_crew_id\n1,1,3\n2,3,2\n3,2,1\n';
    const b = await askWith(
      { stations, crew_members, responses },
      'What are the first names of the crew working out of Skipton Station?',
      true,
    );
    expect(sorted(b)).toEqual(['"Ann"', '"Bo"']);
  });

  it('reads "material" as `Material_Type`, keyed by `Material_ID`, but "vets" as the `VetName` of `VetChecks`', async () => {
    const Material_Type = 'Material_ID,Material_Name,Price_Per_Tonne\n1,Glass,40\n2,Copper,900\n3,Paper,60\n';
    const Collection = 'Collection_ID,Material_ID,Weight_Kg\n1,1,10\n2,3,20\n';
    const a = await askWith(
      { Material_Type, Collection },
      'Which material fetches the highest price per tonne?',
      true,
    );
    expect(flat(a)).toEqual(['Copper']);
    const Animals = 'AnimalId,Name\n1,Rex\n2,Tom\n';
    const VetChecks = 'CheckId,AnimalId,VetName\n1,1,Dr Hale\n2,2,Dr Hale\n3,1,Dr Moss\n';
    const b = await askWith({ Animals, VetChecks }, 'How many different vets have examined animals?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('rows whose own reference is empty', () => {
  it('reads "shows that have no sponsor" as an empty `sponsorId`', async () => {
    const sponsors = 'sponsorId,sponsorName\n1,Acme\n2,Bolt\n';
    const shows = 'showId,showTitle,sponsorId\n1,Breakfast,1\n2,Drive Time,\n3,Late Jazz,2\n4,Night Owls,\n';
    const a = await askWith({ sponsors, shows }, 'Which shows have no sponsor?', true);
    expect(sorted(a)).toEqual(['"Drive Time"', '"Night Owls"']);
  });
});

describe('a lower-case word nothing else in the question joins with', () => {
  it('reads "sold to restaurants" as a verb, not the status `Sold` of cows the sales never reach', async () => {
    const cow = 'cow_id,cow_nm,sts\n101,Daisy,Milking\n102,Bella,Sold\n103,Rosie,Sold\n';
    const batch = 'batch_id,cheese_type,wt_kg\n11,Cheddar,10\n12,Brie,4\n13,Stilton,6\n';
    const shop = 'shop_id,shop_nm,shop_type\n21,Larder,Deli\n22,Bistro Nine,Restaurant\n';
    const sale = 'sale_id,batch_id,shop_id,qty_kg\n1,11,22,2.5\n2,12,21,1.5\n3,13,22,3\n';
    const a = await askWith(
      { cow, batch, shop, sale },
      'Which cheese types have been sold to restaurants?',
      true,
    );
    expect(sorted(a)).toEqual(['"Cheddar"', '"Stilton"']);
  });
});

describe('a count no table was named for', () => {
  it('counts the rows referring to the people shown ("run more than 2 sessions" → bookings)', async () => {
    const game_masters = 'id,first_name,last_name\n1,Ruby,Ashcroft\n2,Dev,Malhotra\n3,Lena,Fox\n';
    const bookings = 'id,game_master_id,players\n1,1,4\n2,1,3\n3,1,5\n4,2,2\n5,2,6\n6,3,4\n';
    const a = await askWith(
      { game_masters, bookings },
      'Which game masters have run more than 2 sessions?',
      true,
    );
    expect(flat(a)).toEqual([['Ruby', 'Ashcroft']]);
  });
});

describe('a word hinting at a measure', () => {
  it('reads "the quickest time" as the minutes taken, not `second_crew_id`', async () => {
    const vehicles = 'id,call_sign\n1,Alpha 1\n2,Bravo 2\n';
    const responses = 'id,vehicle_id,second_crew_id,minutes_to_scene\n1,1,7,12\n2,2,3,9\n3,1,,15\n';
    const a = await askWith(
      { vehicles, responses },
      'What was the quickest time, in minutes, that a vehicle reached the scene?',
      true,
    );
    expect(flat(a)).toEqual([9]);
  });
});

describe('a verb naming the reference that points at the rows', () => {
  it('reads "gardeners who have approved plot assignments" through `approved_by_id`, after "have"', async () => {
    const gardeners = 'id,first_name,last_name\n1,Ann,Lee\n2,Bo,Ng\n3,Cy,Oak\n4,Di,Pym\n';
    const plot_assignments = 'id,gardener_id,approved_by_id,plot\n1,1,3,A1\n2,2,3,A2\n3,4,1,B1\n4,3,,B2\n';
    const a = await askWith(
      { gardeners, plot_assignments },
      'Which gardeners have approved plot assignments?',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Lee"]', '["Cy","Oak"]']);
  });
});

describe('rows shown by their own code, and a verb with its particle', () => {
  it('shows plots by `plot_code` beside a numeric key', async () => {
    const plots = 'id,plot_code,size_m2\n1,A1,20\n2,A2,25\n3,B1,30\n';
    const plantings = 'id,plot_id,crop\n1,1,Kale\n2,1,Leek\n3,3,Bean\n';
    const a = await askWith(
      { plots, plantings },
      'Which plots have never had anything planted in them?',
      true,
    );
    expect(flat(a)).toEqual(['A2']);
  });

  it('reads "signed up in 2023" as `dt_signup`, a condition, not a column shown', async () => {
    const cust =
      'cust_id,cust_nm,dt_birth,dt_signup\n1,Ann Lee,1980-02-01,2023-03-04\n2,Bo Ng,2023-05-06,2022-07-08\n3,Cy Oak,1990-01-01,2023-09-10\n';
    const a = await askWith({ cust }, 'Which customers signed up in 2023?', true);
    expect(sorted(a)).toEqual(['"Ann Lee"', '"Cy Oak"']);
  });
});

describe('a count held in a column', () => {
  it('reads "beds" as `bed_count` of the hospitals, summed or ranked', async () => {
    const hospitals = 'id,name,bed_count\n1,St Mary,320\n2,Airedale,180\n3,Calderdale,250\n';
    const a = await askWith({ hospitals }, 'How many beds do the hospitals have in total?', true);
    expect(flat(a)).toEqual([750]);
    const b = await askWith({ hospitals }, 'Which hospital has the most beds?', true);
    expect(flat(b)).toEqual(['St Mary']);
  });
});

describe('short abbreviations of short words', () => {
  it('reads "bikes" as `bk` and "route" as `rte`', async () => {
    const bk = 'bk_id,brnd,bk_typ\n1,Trek,Road\n2,Giant,Mountain\n3,Trek,Hybrid\n';
    const a = await askWith({ bk }, 'How many different bike brands are there?', true);
    expect(flat(a)).toEqual([2]);
    const rte_mst = 'rte_no,rte_cd\n10,X1\n11,X2\n';
    const stop_mst = 'stop_no,stop_nme\n100,Market Square\n101,Bus Station\n102,Old Mill\n';
    const rte_stop = 'rte_no,stop_no,seq_no\n10,100,1\n10,101,2\n11,101,1\n';
    const b = await askWith({ rte_mst, stop_mst, rte_stop }, 'Which stops are not on any route?', true);
    expect(flat(b)).toEqual(['Old Mill']);
  });
});

describe('the rows a ranking counts, named by the reference a verb names', () => {
  it('ranks crew by the responses they led, joined through `lead_crew_id`', async () => {
    const crew_members = 'id,first_name,last_name\n1,Ann,Lee\n2,Bo,Ng\n3,Cy,Oak\n';
    const responses = 'id,lead_crew_id,second_crew_id\n1,1,2\n2,2,1\n3,3,2\n4,3,1\n5,3,2\n6,1,2\n';
    const a = await askWith(
      { crew_members, responses },
      'Which crew member has led the most responses? Give the first and last name.',
      true,
    );
    expect(flat(a)).toEqual([['Cy', 'Oak']]);
  });
});

describe('flags said another way', () => {
  it('reads "out of service" as `in_service` false and "made anonymously" as `is_anonymous`', async () => {
    const vehicles = 'id,call_sign,in_service\n1,Alpha 1,true\n2,Bravo 2,false\n3,Charlie 3,true\n';
    const a = await askWith(
      { vehicles },
      'Which vehicles are currently out of service? Give their call signs.',
      true,
    );
    expect(flat(a)).toEqual(['Bravo 2']);
    const donation = 'donation_id,amount,is_anonymous\n1,50,Y\n2,20,N\n3,75,Y\n';
    const b = await askWith({ donation }, 'List the ids of donations that were made anonymously.', true);
    expect(sorted(b)).toEqual(['1', '3']);
  });
});

describe('what rows cost', () => {
  it("compares the rows' own price or rate, not another table's cost", async () => {
    const Plans = 'Plan_ID,Plan_Name,Monthly_Fee\n1,Hot Desk,180\n2,Fixed Desk,320\n3,Office,900\n';
    const Bookings = 'Booking_ID,Plan_ID,Total_Cost\n1,1,500\n2,2,40\n3,3,120\n';
    const a = await askWith({ Plans, Bookings }, 'Which plans cost less than 300 a month?', true);
    expect(flat(a)).toEqual(['Hot Desk']);
    const Pitches = 'Pitch_ID,Pitch_Code,Nightly_Rate\n1,T1,15\n2,T2,22\n3,C1,30\n';
    const Pitch_Bookings = 'Booking_ID,Pitch_ID,Total_Cost\n1,1,45\n2,2,12\n3,3,90\n';
    const b = await askWith({ Pitches, Pitch_Bookings }, 'Which pitches cost less than 20 a night?', true);
    expect(flat(b)).toEqual(['T1']);
  });
});

describe('tables whose names stem alike, and months of two years', () => {
  it('reads "adoptions" as `Adoptions` beside `Adopters`, and "between June 2022 and June 2024"', async () => {
    const Adopters = 'AdopterId,FirstName,City\n1,Emily,Portland\n2,Raj,Salem\n';
    const Adoptions = 'AdoptionId,AdopterId,AdoptionDate\n1,1,2023-02-18\n2,2,2024-02-10\n3,1,2024-05-01\n';
    const a = await askWith(
      { Adopters, Adoptions },
      'How many adoptions took place before March 2024?',
      true,
    );
    expect(flat(a)).toEqual([2]);
    const b = await askWith(
      { Adopters, Adoptions },
      'How many adoptions were there between June 2022 and February 2024?',
      true,
    );
    expect(flat(b)).toEqual([2]);
  });
});

describe('the start or end of a year', () => {
  it('reads "since the start of 2023" and "before the end of 2022"', async () => {
    const crew =
      'id,first_name,hire_date\n1,Ann,2021-05-01\n2,Bo,2022-12-30\n3,Cy,2023-01-02\n4,Di,2024-03-03\n';
    const a = await askWith({ crew }, 'How many crew have been hired since the start of 2023?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ crew }, 'How many crew were hired before the end of 2022?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('a unit said in full', () => {
  it('reads "the most kilometres" as `mileage_km`, and leaves "above 5 kilograms" to the number', async () => {
    const vehicles =
      'id,call_sign,mileage_km,seats\n1,Alpha 1,120500,2\n2,Bravo 2,98000,4\n3,Charlie 3,143000,2\n';
    const a = await askWith(
      { vehicles },
      'Which vehicle has covered the most kilometres? Give its call sign.',
      true,
    );
    expect(flat(a)).toEqual(['Charlie 3']);
    const Pet = 'Pet_ID,Species,Weight_kg\n1,Cat,4\n2,Cat,5\n3,Dog,20\n4,Dog,8\n';
    const b = await askWith({ Pet }, 'Which species have an average weight above 5 kilograms?', true);
    expect(flat(b)).toEqual(['Dog']);
  });
});

describe('a table named by all its consonants', () => {
  it('reads "costumes" as `cstm` rather than `cost`, a word it starts with', async () => {
    const cstm = 'cstm_id,cstm_nm,dly_rt\n101,Pirate coat,12\n102,Tudor gown,18\n103,Bear suit,9\n';
    const dmg = 'dmg_id,cstm_id,rpr_cst\n501,101,30\n502,101,12\n503,103,45\n';
    const a = await askWith({ cstm, dmg }, 'Which costumes have never been damaged?', true);
    expect(flat(a)).toEqual(['Tudor gown']);
  });

  it('groups "for each costume category" by the categories, which the costumes refer to', async () => {
    const cat = 'cat_id,cat_nm\n1,Pirate\n2,Tudor\n';
    const cstm = 'cstm_id,cat_id,cstm_nm\n101,1,Pirate coat\n102,2,Tudor gown\n103,2,Tudor cap\n';
    const hire_ln = 'hl_id,cstm_id,ln_amt\n9001,101,20\n9002,102,30\n9003,103,5\n9004,101,10\n';
    const a = await askWith(
      { cat, cstm, hire_ln },
      'What is the total hire amount for each costume category?',
      true,
    );
    expect(sorted(a)).toEqual(
      sorted({
        rows: [
          ['Pirate', 30],
          ['Tudor', 35],
        ],
      } as NlqAnswer),
    );
  });
});

describe('a table of kinds named by its first word', () => {
  it('reads "treatment" as `treatmentTypes`, whose names tell its rows apart, not a key into it', async () => {
    const treatmentTypes =
      'treatmentTypeId,treatmentName,durationMinutes,priceGbp\n1,Balayage,180,120\n2,Manicure,45,30\n3,Cut,60,40\n';
    const appointments =
      'appointmentId,treatmentTypeId,priceGbp\n701,1,110\n702,2,30\n703,2,28\n704,3,40\n705,3,45\n';
    const a = await askWith({ treatmentTypes, appointments }, 'Which treatment takes the longest?', true);
    expect(flat(a)).toEqual(['Balayage']);
  });
});

describe('who, asked with a form of "be"', () => {
  it('shows the people\'s names, not an `is…` column, for "Who is our oldest client?"', async () => {
    const clients =
      'clientId,firstName,lastName,birthDate,isLoyaltyMember\n1,Ann,Lee,1980-02-01,true\n2,Bo,Kim,1955-06-09,false\n3,Cy,Ng,1999-01-01,true\n';
    const a = await askWith({ clients }, 'Who is our oldest client?', true);
    expect(flat(a)).toEqual([['Bo', 'Kim']]);
  });
});

describe('a comparison word before a number', () => {
  it('reads "built before 1930" as a year compared, not a column named with "before"', async () => {
    const piano = 'pianoId,makeName,yearBuilt\n11,Steinway,1925\n12,Bechstein,1960\n13,Broadwood,1901\n';
    const appointment = 'appointmentId,pianoId,pitchBeforeHz\n801,11,438\n802,12,436\n803,13,440\n';
    const a = await askWith({ piano, appointment }, 'List the make of pianos built before 1930.', true);
    expect(sorted(a)).toEqual(['"Broadwood"', '"Steinway"']);
  });
});

describe('stock', () => {
  it('reads "out of stock" as none in stock, and "in stock" as some', async () => {
    const products = 'productId,productName,stockQuantity\n1,Shampoo,0\n2,Serum,12\n3,Balm,4\n';
    const a = await askWith({ products }, 'Is anything out of stock? List those products.', true);
    expect(flat(a)).toEqual(['Shampoo']);
    const b = await askWith({ products }, 'Which products are in stock?', true);
    expect(sorted(b)).toEqual(['"Balm"', '"Serum"']);
  });
});

describe('rows shown with their column', () => {
  it('shows the tuners besides their hire dates when the verb before only sets a condition', async () => {
    const tuner =
      'tunerId,fullName,hireDate\n1,Ann Lee,2018-03-01\n2,Bo Kim,2021-06-01\n3,Cy Ng,2023-02-01\n';
    const a = await askWith({ tuner }, 'Show the tuners hired after 2020 with their hire dates.', true);
    expect(a.columns).toHaveLength(2);
    expect(sorted(a)).toEqual(['["Bo Kim","2021-06-01"]', '["Cy Ng","2023-02-01"]']);
  });
});

describe('a word for the one the schema uses', () => {
  it('reads "town" as the city (`cty`), but not over a `twn` column', async () => {
    const prop = 'prp_id,addr_ln1,cty\n1,1 High St,Leeds\n2,2 Low Rd,York\n3,3 Mill Ln,Leeds\n';
    const a = await askWith({ prop }, 'How many properties do we have in each town?', true);
    expect(sorted(a)).toEqual(['["Leeds",2]', '["York",1]']);
    const shp =
      'shp_id,shp_nm,twn,cty\n1,Curds,Keswick,Carlisle\n2,Whey,Keswick,Carlisle\n3,Rind,Penrith,Carlisle\n';
    const b = await askWith({ shp }, 'How many shops are there in each town?', true);
    expect(sorted(b)).toEqual(['["Keswick",2]', '["Penrith",1]']);
  });
});

describe('a period word the rows hold as a value', () => {
  it('reads "all monthly contracts" as `freq` = Monthly, not a grouping by month', async () => {
    const cntrct =
      'cntrct_id,freq,ann_val,cntrct_start\n1,Monthly,1200,2023-01-05\n2,Quarterly,800,2023-02-01\n3,Monthly,600,2023-03-09\n';
    const a = await askWith({ cntrct }, 'What is the combined annual value of all monthly contracts?', true);
    expect(flat(a)).toEqual([1800]);
  });
});

describe('leaving out', () => {
  it('reads "leaving out void invoices" as excluding them', async () => {
    const inv = 'inv_id,amt_due,sts\n1,100,PAID\n2,50,VOID\n3,30,UNPAID\n';
    const a = await askWith({ inv }, 'Leaving out void invoices, what is the total amount due?', true);
    expect(flat(a)).toEqual([130]);
  });
});

describe('who ranks by rows of theirs', () => {
  it('reads "Who owns the most dogs?" as the owner the most dogs refer to', async () => {
    const owners = 'id,first_name,last_name\n1,Ann,Lee\n2,Bo,Kim\n';
    const dogs = 'id,owner_id,name\n11,1,Rex\n12,2,Fido\n13,2,Nell\n';
    const a = await askWith({ owners, dogs }, 'Who owns the most dogs?', true);
    expect(flat(a)).toEqual([['Bo', 'Kim']]);
  });
});

describe('an empty reference', () => {
  it('reads "no winner recorded" as a reference left empty', async () => {
    const MEMBER = 'MEMBER_ID,FIRST_NAME\n1,Ann\n2,Bo\n';
    const COMPETITION =
      'COMPETITION_ID,COMPETITION_NAME,WINNER_ID\n10,Spring Cup,1\n11,Summer Cup,\n12,Autumn Cup,2\n';
    const a = await askWith({ MEMBER, COMPETITION }, 'Which competitions have no winner recorded?', true);
    expect(flat(a)).toEqual(['Summer Cup']);
  });
});

describe('an average of counts', () => {
  it('averages the dogs per owner over the owners that have any', async () => {
    const owners = 'id,first_name\n1,Ann\n2,Bo\n3,Cy\n';
    const dogs = 'id,owner_id,name\n11,1,Rex\n12,2,Fido\n13,2,Nell\n14,2,Pip\n';
    const a = await askWith(
      { owners, dogs },
      'Among owners who have at least one dog, what is the average number of dogs per owner?',
      true,
    );
    expect(flat(a)).toEqual([2]);
    expect(a.interpretation).toContain('average over each owners');
  });

  it('counts the rows linking the two when neither refers to the other', async () => {
    const events = 'event_id,event_name\n1,Gala\n2,Fair\n3,Wake\n';
    const staff = 'staff_id,first_name\n51,Ann\n52,Bo\n53,Cy\n';
    const event_staff = 'event_id,staff_id,hours\n1,51,4\n1,52,5\n1,53,2\n2,51,3\n';
    const a = await askWith(
      { events, staff, event_staff },
      'What is the average number of staff per event?',
      true,
    );
    expect(flat(a)).toEqual([2]);
  });
});

describe('the average of a group named before it', () => {
  it('reads "than the staff average" and "than the club average" as the average over every row', async () => {
    const staff = 'staff_id,first_name,hourly_rate\n1,Ann,10\n2,Bo,20\n3,Cy,30\n4,Di,12\n';
    const a = await askWith(
      { staff },
      'List the staff whose hourly rate is higher than the staff average.',
      true,
    );
    expect(sorted(a)).toEqual(['"Bo"', '"Cy"']);
    const b = await askWith({ staff }, 'Which staff have an hourly rate lower than the club average?', true);
    expect(sorted(b)).toEqual(['"Ann"', '"Di"']);
  });

  it('reads "than the average room": the rows compared, named after the aggregate', async () => {
    const ROOM = 'ROOM_ID,ROOM_NO,HOURLY_RATE\n1,R1,20\n2,R2,40\n3,R3,45\n';
    const a = await askWith({ ROOM }, 'Which rooms have an hourly rate above the average room?', true);
    expect(sorted(a)).toEqual(['"R2"', '"R3"']);
  });
});

describe('who, over columns of people and things', () => {
  it('reads "Who weighs more than …" over the people\'s weight, not a boat\'s', async () => {
    const member = 'member_id,first_name,last_name,weight_kg\n1,Ann,Lee,60\n2,Bo,Kim,90\n3,Cy,Ng,75\n';
    const boat = 'boat_id,boat_name,hull_weight_kg\n11,Swift,100\n12,Heron,40\n';
    const a = await askWith({ member, boat }, 'Who weighs more than the club average?', true);
    expect(flat(a)).toEqual([['Bo', 'Kim']]);
  });
});

describe('money verbs of invoicing', () => {
  it('reads "charged" and "invoiced" as the money of the rows, summed', async () => {
    const Visit = 'Visit_ID,Pet_Name,Total_Cost\n1,Rex,40\n2,Tom,55.5\n3,Nell,20\n';
    const a = await askWith({ Visit }, 'What is the total amount charged across all visits?', true);
    expect(flat(a)).toEqual([115.5]);
    const cust = 'cust_no,co_nm\n1,Acme\n2,Bolt\n';
    const job = 'job_no,cust_no,inv_amt\n10,1,100\n11,2,80\n12,2,90\n';
    const b = await askWith({ cust, job }, 'Which customer has been invoiced the most?', true);
    expect(flat(b)).toEqual(['Bolt']);
  });
});

describe('a number at the end of a sentence', () => {
  it('leaves a column named in the next sentence to that sentence ("before 2016? Give first names.")', async () => {
    const drv_mst = 'drv_id,fst_nm,lst_nm,hire_dt\n1,Ann,Lee,2014-02-01\n2,Bo,Kim,2018-06-01\n';
    const a = await askWith(
      { drv_mst },
      'Which drivers were hired before 2016? Give first and last names.',
      true,
    );
    expect(flat(a)).toEqual([['Ann', 'Lee']]);
  });

  it('reads "lasted" as a verb, not a last name', async () => {
    const lessons = 'id,last_name,lesson_date,duration_minutes\n1,Lee,2024-01-02,60\n2,Kim,2024-01-03,45\n';
    const a = await askWith({ lessons }, 'Show the dates of all lessons that lasted 60 minutes.', true);
    expect(flat(a)).toEqual(['2024-01-02']);
  });
});

describe('periods', () => {
  it('reads "took place" as nothing more, and "the years in order" as ordered by the year', async () => {
    const lessons =
      'id,lesson_date\n1,2024-01-02\n2,2023-05-03\n3,2023-06-03\n4,2022-01-01\n5,2022-02-01\n6,2022-03-01\n';
    const a = await askWith(
      { lessons },
      'How many lessons took place in each year? Show the years in order.',
      true,
    );
    expect(flat(a)).toEqual([
      [2022, 3],
      [2023, 2],
      [2024, 1],
    ]);
    const b = await askWith(
      { lessons },
      'Show the number of lessons in each year, in chronological order.',
      true,
    );
    expect(flat(b)).toEqual(flat(a));
  });

  it('gives a day and month the year written with the date after it', async () => {
    const regatta =
      'regatta_id,regatta_name,regatta_date\n1,Spring,2024-03-30\n2,May Day,2024-05-01\n3,Summer,2024-07-31\n4,Autumn,2024-09-01\n';
    const a = await askWith({ regatta }, 'What regattas took place between 1 April and 31 July 2024?', true);
    expect(sorted(a)).toEqual(['"May Day"', '"Summer"']);
  });
});

describe('adverbs of nothing in the data', () => {
  it('reads "the largest single donation ever received" as the largest amount', async () => {
    const donation = 'donation_id,campaign_id,amount\n1,7,50\n2,7,500\n3,8,20\n';
    const event_volunteer = 'event_id,campaign_id,hours_worked\n1,7,900\n2,8,4\n';
    const a = await askWith(
      { donation, event_volunteer },
      'What is the largest single donation ever received?',
      true,
    );
    expect(flat(a)).toEqual([500]);
  });
});

describe('a verb whose date a condition reads', () => {
  it('shows the people, not the date, for "Which gardeners joined the garden in 2024?"', async () => {
    const gardeners = 'id,first_name,last_name,joined_on\n1,Ann,Lee,2023-04-01\n2,Bo,Kim,2024-06-01\n';
    const a = await askWith({ gardeners }, 'Which gardeners joined the garden in 2024?', true);
    expect(flat(a)).toEqual([['Bo', 'Kim']]);
    const b = await askWith(
      { gardeners },
      'Which gardeners joined in 2024? Show their names and join dates.',
      true,
    );
    expect(b.columns).toHaveLength(3);
  });
});

describe("a named row's superior", () => {
  it('reads "Who is Hannah Boyd\'s supervisor?" as the row Hannah Boyd refers to', async () => {
    const staff =
      'staff_id,first_name,last_name,supervisor_id\n1,Marco,Bellini,\n2,Hannah,Boyd,1\n3,Ian,Cole,2\n4,Hannah,Cole,2\n';
    const a = await askWith({ staff }, "Who is Hannah Boyd's supervisor?", true);
    expect(flat(a)).toEqual([['Marco', 'Bellini']]);
    const b = await askWith({ staff }, "What is Ian Cole's supervisor's first name?", true);
    expect(flat(b)).toEqual(['Hannah']);
  });
});

describe('reporting directly, and sorting from the most to the fewest', () => {
  it('reads "report directly to" as "report to"', async () => {
    const stf = 'stf_id,fst_nm,lst_nm,mgr_stf_id\n1,Daniel,Okafor,\n2,Amy,Lee,1\n3,Bo,Kim,1\n4,Cy,Ng,2\n';
    const a = await askWith({ stf }, 'How many staff report directly to Daniel Okafor?', true);
    expect(flat(a)).toEqual([2]);
  });

  it('reads "from the most students to the fewest" as descending', async () => {
    const stu = 'stu_id,cty\n1,York\n2,Leeds\n3,Leeds\n4,Hull\n5,Leeds\n6,York\n';
    const a = await askWith(
      { stu },
      'How many students live in each city? Sort from the most students to the fewest.',
      true,
    );
    expect(flat(a)).toEqual([
      ['Leeds', 3],
      ['York', 2],
      ['Hull', 1],
    ]);
  });
});

describe('money brought in', () => {
  it('reads "How much did bookings bring in during 2024?" as the sum of their money', async () => {
    const Bookings =
      'Booking_ID,Booking_Date,Total_Cost\n1,2024-02-01,40\n2,2024-05-03,60\n3,2023-05-03,99\n';
    const a = await askWith({ Bookings }, 'How much did bookings bring in during 2024?', true);
    expect(flat(a)).toEqual([100]);
  });
});

describe('empty groups asked with "never"', () => {
  it('reads "Include kennels that have never been used." as keeping the groups with none', async () => {
    const kennels = 'kennel_id,kennel_name\n1,North\n2,South\n3,East\n';
    const stays = 'stay_id,kennel_id,nights\n101,1,3\n102,1,2\n103,2,5\n';
    const a = await askWith(
      { kennels, stays },
      'How many stays has each kennel had? Include kennels that have never been used.',
      true,
    );
    expect(sorted(a)).toEqual(['["East",0]', '["North",2]', '["South",1]']);
  });
});

describe('names written in house styles', () => {
  it('reads words run together in lower case ("vegan" over `isvegan`, "price" over `unitprice`)', async () => {
    const menuitems =
      'itemid,itemname,unitprice,isvegan\n1,Falafel Wrap,6.5,true\n2,Beef Burger,8,false\n3,Tofu Bowl,7.5,true\n';
    const a = await askWith({ menuitems }, 'Which menu items are vegan?', true);
    expect(sorted(a)).toEqual(['"Falafel Wrap"', '"Tofu Bowl"']);
    const b = await askWith({ menuitems }, 'What is the average item price?', true);
    expect(flat(b)).toEqual([22 / 3]);
  });

  it('reads Hungarian type prefixes as no words ("freelance" over `blnFreelance`, "names" over `strFirstName`)', async () => {
    const tblPhotographer =
      'intPhotographerID,strFirstName,strLastName,blnFreelance\n1,Rhiannon,Vaughan,true\n2,Luca,Romano,false\n3,Ada,Marsh,true\n';
    const a = await askWith({ tblPhotographer }, 'Show me the freelance photographers.', true);
    expect(sorted(a)).toEqual(['["Ada","Marsh"]', '["Rhiannon","Vaughan"]']);
  });

  it('reads a child by the `children` table', async () => {
    const rooms = 'room_no,room_name\n1,Ladybirds\n2,Owls\n';
    const parents = 'parent_no,first_name,last_name,uses_child_care\n1,Amy,Cole,true\n';
    const children = 'child_no,first_name,last_name,room_no,parent_no\n1,Tom,Cole,1,1\n2,Eve,Cole,2,1\n';
    const a = await askWith(
      { rooms, parents, children },
      "List every child's first and last name along with the name of their room.",
      true,
    );
    expect(sorted(a)).toEqual(['["Eve","Cole","Owls"]', '["Tom","Cole","Ladybirds"]']);
  });
});

describe('names asked after a count per person', () => {
  it('reads "How many walks has each walker done? Give their names." as first and last names', async () => {
    const walkers = 'walker_id,first_name,last_name\n1,Ann,Lee\n2,Bob,Ray\n';
    const walks = 'walk_id,walker_id,route\n1,1,Park\n2,1,River\n3,2,Park\n';
    const a = await askWith(
      { walkers, walks },
      'How many walks has each walker done? Give their names.',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Lee",2]', '["Bob","Ray",1]']);
  });

  it('reads "Include their names." as a request, not a column named "includes"', async () => {
    const packages = 'package_id,package_name,includes_album\n1,Gold,true\n2,Silver,false\n';
    const photographers = 'photographer_id,first_name,last_name\n1,Ann,Lee\n2,Bob,Ray\n';
    // (A shoot with no package: joining the packages for "Include" would lose it.)
    const shoots = 'shoot_id,photographer_id,package_id\n1,1,1\n2,1,2\n3,2,\n';
    const a = await askWith(
      { packages, photographers, shoots },
      'How many shoots has each photographer done? Include their names.',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Lee",2]', '["Bob","Ray",1]']);
  });
});

describe('flags said in other words', () => {
  const events =
    'event_id,event_title,is_cancelled,is_available\n1,Poetry Night,true,false\n2,Book Launch,false,true\n3,Quiz,false,true\n';
  it('reads "Which events got cancelled?" as the flag, not the column shown', async () => {
    const a = await askWith({ events }, 'Which events got cancelled?', true);
    expect(flat(a)).toEqual(['Poetry Night']);
  });

  it('reads "unavailable" as the opposite of `is_available`', async () => {
    const a = await askWith({ events }, 'Which events are currently unavailable?', true);
    expect(flat(a)).toEqual(['Poetry Night']);
  });

  it('reads "built around a seasonal flower" as the flag of the table named after it', async () => {
    const flowers = 'flower_id,flower_name,is_seasonal\n1,Peony,true\n2,Rose,false\n';
    const arrangements =
      'arrangement_id,arrangement_name,main_flower_id\n1,Summer Posy,1\n2,Classic Dozen,2\n';
    const a = await askWith(
      { flowers, arrangements },
      'Which arrangements are built around a seasonal flower?',
      true,
    );
    expect(flat(a)).toEqual(['Summer Posy']);
  });
});

describe('more per unit than the average', () => {
  it('reads "paid more per hour than the average driver" over the hourly rate', async () => {
    const drivers =
      'driver_id,first_name,last_name,hourly_rate,years_driving\n1,Ann,Lee,14,30\n2,Bob,Ray,11,2\n3,Cy,Fox,12,3\n';
    const a = await askWith(
      { drivers },
      'Which drivers are paid more per hour than the average driver?',
      true,
    );
    expect(flat(a)).toEqual([['Ann', 'Lee']]);
  });

  it('reads "charged more for a ticket than the average event" over the ticket price', async () => {
    const events = 'event_id,title,ticket_price,capacity\n1,Launch,12,40\n2,Reading,4,300\n3,Quiz,5,60\n';
    const a = await askWith(
      { events },
      'Which events charged more for a ticket than the average event?',
      true,
    );
    expect(flat(a)).toEqual(['Launch']);
  });
});

describe('money taken in and billed', () => {
  it('reads "How much did we take in fuel sales in June 2024?" as the sum of the sales total', async () => {
    const fuelSales =
      'saleId,saleDate,litres,pricePerLitre,totalAmount\n1,2024-06-02,10,1.5,15\n2,2024-06-20,20,1.6,32\n3,2024-07-01,5,1.5,7.5\n';
    const a = await askWith({ fuelSales }, 'How much did we take in fuel sales in June 2024?', true);
    expect(flat(a)).toEqual([47]);
  });

  it('reads "How much did we invoice in December 2023?" over the invoices, not the lines referring to them', async () => {
    const invoices = 'invoice_id,issued_on,amount\n1,2023-12-04,300\n2,2023-12-19,200\n3,2024-01-02,50\n';
    const prints = 'print_id,invoice_id,quantity,unit_price\n1,1,2,10\n2,2,1,15\n3,3,4,5\n';
    const a = await askWith({ invoices, prints }, 'How much did we invoice in December 2023?', true);
    expect(flat(a)).toEqual([500]);
  });
});

describe('aggregates over every row', () => {
  it('reads "the highest price we pay per stem" as one maximum, not one per price', async () => {
    const flowers = 'flower_id,flower_name,stem_price\n1,Rose,1.2\n2,Peony,2.5\n3,Tulip,0.8\n';
    const a = await askWith({ flowers }, "what's the highest price we pay per stem for any flower", true);
    expect(flat(a)).toEqual([2.5]);
  });

  it('reads "the average score across every game" as one average', async () => {
    const games = 'id,bowler,score\n1,Ann,200\n2,Bob,150\n3,Ann,100\n';
    const a = await askWith({ games }, "What's the average score across every game recorded?", true);
    expect(flat(a)).toEqual([150]);
  });
});

describe('compound names of rows', () => {
  it('reads "our dive sites" as the sites, not the dives', async () => {
    const site = 'site_id,site_nm,max_dpth_m\n1,Blue Hole,60\n2,Reef Garden,18\n';
    const dive =
      'dive_id,site_id,boat_nm,dt_dive\n1,1,Sea Breeze,2024-05-01\n2,1,Sea Breeze,2024-05-08\n3,2,Orca,2024-05-09\n';
    const a = await askWith({ site, dive }, 'List the names of all our dive sites.', true);
    expect(sorted(a)).toEqual(['"Blue Hole"', '"Reef Garden"']);
  });
});

describe('dates a verb sets', () => {
  const singers =
    'singer_id,first_name,last_name,date_of_birth,joined_on,left_on\n1,Ann,Lee,1980-01-02,2019-03-01,2023-06-30\n2,Bob,Ray,1975-05-06,2020-01-10,\n3,Cy,Fox,1990-09-09,2021-02-02,\n';
  it('reads "singers who have left the choir" as a leaving date given', async () => {
    const a = await askWith({ singers }, 'Which singers have left the choir?', true);
    expect(flat(a)).toEqual([['Ann', 'Lee']]);
  });

  it('reads "hasn\'t left yet" as no leaving date', async () => {
    const a = await askWith({ singers }, "Who is the oldest singer that hasn't left the choir yet?", true);
    expect(flat(a)).toEqual([['Bob', 'Ray']]);
  });

  it('reads "the date they left" as the leaving date, shown beside the singers asked for', async () => {
    const a = await askWith(
      { singers },
      'Give me the singers who have left the choir and the date they left.',
      true,
    );
    expect(a.columns).toEqual(['first_name', 'last_name', 'left_on']);
    expect(a.rows).toHaveLength(1);
  });
});

describe('counts said "of our"', () => {
  it('reads "more than 1 of our instruments" as a count of instruments per manufacturer', async () => {
    const instruments =
      'instrument_id,instrument_name,manufacturer\n1,GC-1,Agilent\n2,GC-2,Agilent\n3,MS-1,Bruker\n';
    const a = await askWith(
      { instruments },
      'Which manufacturers supplied more than one of our instruments?',
      true,
    );
    expect(flat(a)).toEqual(['Agilent']);
  });
});

describe('flags said by their opposites', () => {
  const instruments =
    'instrument_id,instrument_name,is_operational\n1,GC-1,true\n2,GC-2,false\n3,MS-1,true\n';
  it('reads "out of service" as not operational', async () => {
    const a = await askWith({ instruments }, 'show me the instruments that are out of service', true);
    expect(flat(a)).toEqual(['GC-2']);
  });

  it('reads "fell outside the limits" as not within them', async () => {
    const results = 'result_id,result_value,is_within_limits\n1,4.2,true\n2,9.9,false\n3,0.1,false\n';
    const a = await askWith({ results }, 'Which results fell outside the limits? Give the result id.', true);
    expect(sorted(a)).toEqual(['2', '3']);
  });

  it('reads "bought as gifts" as the gift flag', async () => {
    const bookings = 'booking_id,amount,is_gift\n1,100,true\n2,80,false\n3,90,true\n';
    const a = await askWith({ bookings }, 'how many bookings were bought as gifts?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('periods said by their ends', () => {
  const customers =
    'customer_id,first_name,last_name,joined_on\n1,Ann,Lee,2020-12-30\n2,Bob,Ray,2021-08-01\n3,Cy,Fox,2022-12-31\n4,Di,Moss,2023-01-01\n';
  const events = 'event_id,title,StartTime,customer_id\n1,Launch,2024-01-01 18:00:00,1\n';
  it('reads "between July 2021 and the end of 2022"', async () => {
    const a = await askWith(
      { customers, events },
      'Which customers joined between July 2021 and the end of 2022?',
      true,
    );
    expect(sorted(a)).toEqual(['["Bob","Ray"]', '["Cy","Fox"]']);
  });

  it('reads "since the start of 2021" as a period, not the events\' `StartTime`', async () => {
    const a = await askWith({ customers, events }, 'Which customers joined since the start of 2021?', true);
    expect(a.columns).toEqual(['first_name', 'last_name']);
    expect(a.rows).toHaveLength(3);
  });

  it('reads "joined on or after" as a condition on the join date, which is not shown', async () => {
    const a = await askWith({ customers }, 'Which customers joined on or after 1 January 2023?', true);
    expect(flat(a)).toEqual([['Di', 'Moss']]);
  });

  it('reads "opened their account in 2021" as a condition on `accountOpenedOn`, not a column shown', async () => {
    const clients =
      'clientId,clientName,accountOpenedOn\n1,Acme,2021-03-04\n2,Bolt,2022-05-06\n3,Core,2021-11-12\n';
    const a = await askWith({ clients }, 'which clients opened their account in 2021', true);
    expect(sorted(a)).toEqual(['"Acme"', '"Core"']);
  });
});

describe('money taken in, ranked', () => {
  const tech = 'tech_id,tech_nm\n1,Amy Richter\n2,Sarah Kim\n3,Joe Bloggs\n';
  const vst = 'vst_id,tech_id,dur_min,chrg_amt\n1,1,30,100\n2,1,45,20\n3,2,60,300\n4,3,20,50\n';
  it('reads "brought in the least in visit charges" as the sum of the charges, not a count of visits', async () => {
    const a = await askWith(
      { tech, vst },
      'Which technician has brought in the least in visit charges?',
      true,
    );
    expect(flat(a)).toEqual(['Joe Bloggs']);
  });

  it('reads "brought in the most fee income" by the money the words after it name', async () => {
    const tuner = 'tunerId,fullName\n1,Ann Lee\n2,Bob Ray\n';
    const appointment = 'appointmentId,tunerId,feeCharged,travelCost\n1,1,90,50\n2,1,10,60\n3,2,120,5\n';
    const a = await askWith({ tuner, appointment }, 'Which tuner has brought in the most fee income?', true);
    expect(flat(a)).toEqual(['Bob Ray']);
  });

  it('reads "Which customer have we charged the most?" over the charges two references away', async () => {
    const cust = 'cust_id,cust_nm\n1,Acme\n2,Bolt\n';
    const prem = 'prem_id,cust_id,addr\n1,1,1 High St\n2,2,2 Low Rd\n3,2,3 Mid Ln\n';
    const visits = 'visit_id,prem_id,charge_amount\n1,1,500\n2,2,100\n3,3,150\n';
    const a = await askWith({ cust, prem, visits }, 'Which customer have we charged the most overall?', true);
    expect(flat(a)).toEqual(['Acme']);
  });
});

describe('people named by their work', () => {
  it('reads "Who has carried out the most visits?" as the technicians the visits refer to', async () => {
    const tech = 'tech_id,tech_nm\n1,Amy Richter\n2,Sarah Kim\n';
    const contract = 'contract_id,contract_end\n1,2025-01-01\n2,2026-01-01\n';
    const vst = 'vst_id,tech_id,contract_id\n1,1,1\n2,2,1\n3,2,2\n';
    const a = await askWith({ tech, contract, vst }, 'Who has carried out the most visits?', true);
    expect(flat(a)).toEqual(['Sarah Kim']);
  });
});

describe('a month of any year', () => {
  it('reads "paid in the month of August, any year" as the month of the date', async () => {
    const fees =
      'fee_id,amount,paid_on\n1,20,2023-08-02\n2,25,2024-08-30\n3,30,2024-07-31\n4,15,2022-09-01\n';
    const a = await askWith({ fees }, 'how many fees were paid in the month of August, any year?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('verbs whose noun names the rows ranked by', () => {
  const car_model = 'Model_ID,Make,Model_Name\n1,Ford,Focus\n2,Kia,Rio\n';
  const car = 'Car_ID,Model_ID,License_Plate\n1,1,AB1\n2,1,AB2\n3,2,CD3\n';
  const rental =
    'Rental_ID,Car_ID,Start_Date\n1,1,2024-01-01\n2,2,2024-02-01\n3,3,2024-03-01\n4,3,2024-04-01\n5,3,2024-05-01\n';
  it('reads "Which car has been rented the most?" by the rentals', async () => {
    const a = await askWith(
      { car_model, car, rental },
      'Which car has been rented the most? Give its license plate.',
      true,
    );
    expect(flat(a)).toEqual(['CD3']);
  });

  it('reads "Which car model has been rented the most times?" by the rentals of its cars', async () => {
    const a = await askWith(
      { car_model, car, rental },
      'Which car model has been rented the most times?',
      true,
    );
    expect(flat(a)).toEqual(['Rio']);
  });
});

describe('conditions said as where the rows are', () => {
  it('reads "sites that lie in a conservation area" as the flag', async () => {
    const sites =
      'SiteId,SiteName,Town,ConservationArea\n1,Oak Park,Bath,Yes\n2,Elm Row,Bath,No\n3,Ash Lane,Wells,Yes\n';
    const a = await askWith({ sites }, 'List the name of every site that lies in a conservation area.', true);
    expect(sorted(a)).toEqual(['"Ash Lane"', '"Oak Park"']);
  });

  it('reads "clients who aren\'t loyalty members" as the flag denied', async () => {
    const clients = 'clientId,firstName,lastName,isLoyaltyMember\n1,Ann,Lee,true\n2,Bob,Ray,false\n';
    const a = await askWith({ clients }, "Show clients who aren't loyalty members.", true);
    expect(flat(a)).toEqual([['Bob', 'Ray']]);
  });

  it('reads "dogs on a special diet" as a diet recorded', async () => {
    const dogs = 'dog_id,name,special_diet\n1,Rex,grain-free\n2,Bo,\n3,Max,low fat\n4,Kit,\n';
    const a = await askWith({ dogs }, 'How many dogs are on a special diet?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ dogs }, 'Which dogs are not on a special diet?', true);
    expect(sorted(b)).toEqual(['"Bo"', '"Kit"']);
  });
});

describe('values given or not yet set', () => {
  it('reads "players who haven\'t given us an email address" as no email', async () => {
    const players = 'player_id,first_name,last_name,email\n1,Ann,Lee,ann@example.com\n2,Bob,Ray,\n';
    const a = await askWith({ players }, "Which players haven't given us an email address?", true);
    expect(flat(a)).toEqual([['Bob', 'Ray']]);
  });

  it('reads "fees that are still unpaid" as no payment date', async () => {
    const fees = 'fee_id,amount,paid_on\n1,20,2024-01-02\n2,25,\n3,30,\n';
    const a = await askWith({ fees }, 'What is the total value of fees that are still unpaid?', true);
    expect(flat(a)).toEqual([55]);
  });
});

describe('comparatives of depth and width', () => {
  it('reads "deeper than 35 metres" over the depth (`max_dpth_m`)', async () => {
    const site =
      'site_id,site_nm,max_dpth_m,vis_m\n1,Blue Hole,60,30\n2,Reef Garden,18,40\n3,Wreck Bay,36,20\n';
    const a = await askWith({ site }, 'Which sites are deeper than 35 metres?', true);
    expect(sorted(a)).toEqual(['"Blue Hole"', '"Wreck Bay"']);
    const b = await askWith({ site }, 'Which sites are shallower than 20 metres?', true);
    expect(flat(b)).toEqual(['Reef Garden']);
  });
});

describe('columns asked for after a condition', () => {
  const cust = 'cust_id,cust_nm,reg_dt\n1,Acme,2019-03-04\n2,Bolt,2021-05-06\n';
  it('reads "Who registered with us before 2020, and on what date?" as the name and the date', async () => {
    const a = await askWith({ cust }, 'Who registered with us before 2020, and on what date?', true);
    expect(a.columns).toEqual(['cust_nm', 'reg_dt']);
    expect(a.rows).toHaveLength(1);
  });

  it('reads ", and at what price?" as the price compared', async () => {
    const menuitems =
      'itemid,itemname,category,unitprice\n1,Cola,Drink,2.5\n2,Shake,Drink,4.5\n3,Wrap,Main,6\n';
    const a = await askWith({ menuitems }, 'What drinks do we sell for under £4, and at what price?', true);
    expect(flat(a)).toEqual([['Cola', 2.5]]);
  });

  it('reads "List their names and fees." over `term_fee` (a short word of money)', async () => {
    const cls = 'cls_id,cls_nm,term_fee\n1,Ballet,90\n2,Tap,120\n';
    const a = await askWith(
      { cls },
      'Which classes have a term fee between 80 and 100? List their names and fees.',
      true,
    );
    expect(flat(a)).toEqual([['Ballet', 90]]);
  });
});

describe('what a ranking names without showing', () => {
  it('reads "Who is the most recent member to join?" as the member, ranked by the join date', async () => {
    const Members = 'Member_ID,First_Name,Last_Name,Join_Date\n1,Ann,Lee,2020-01-01\n2,Bob,Ray,2024-06-01\n';
    const a = await askWith({ Members }, 'Who is the most recent member to join?', true);
    expect(a.columns).toEqual(['First_Name', 'Last_Name']);
    expect(flat(a)).toEqual([['Bob', 'Ray']]);
  });

  it('reads "from the most frequent outcome to the least" as an order of the groups, shown with their labels', async () => {
    const attempts =
      'attempt_id,outcome\n1,Delivered\n2,Delivered\n3,Missed\n4,Delivered\n5,Refused\n6,Missed\n';
    const a = await askWith(
      { attempts },
      'Count the delivery attempts for each outcome, from the most frequent outcome to the least.',
      true,
    );
    expect(flat(a)).toEqual([
      ['Delivered', 3],
      ['Missed', 2],
      ['Refused', 1],
    ]);
  });
});

describe('a rate compared with the average', () => {
  it('reads "Who earns more per hour than the average arborist?" as no grouping by hours', async () => {
    const Arborist = 'ArboristId,FirstName,LastName,HourlyRate\n1,Ann,Lee,30\n2,Bob,Ray,20\n3,Cy,Fox,22\n';
    const Job = 'JobId,LeadArboristId,HoursWorked\n1,1,5\n2,2,8\n';
    const a = await askWith({ Arborist, Job }, 'Who earns more per hour than the average arborist?', true);
    expect(flat(a)).toEqual([['Ann', 'Lee']]);
  });
});

describe('school years', () => {
  it('reads "students in year 8" as the year group, not a calendar year', async () => {
    const students =
      'studentId,firstName,yearGroup,birthDate\n1,Ann,8,2012-01-01\n2,Bob,9,2011-03-01\n3,Cy,8,2012-05-05\n';
    const projects = 'projectId,title,fairYear,leadStudentId\n1,Volcano,2024,1\n2,Magnets,2022,2\n';
    const judges = 'judgeId,firstName,yearsJudging\n1,Dee,4\n2,Eve,8\n';
    const a = await askWith({ students, projects, judges }, 'How many students are in year 8?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('rows with no name, listed with their columns', () => {
  const harvests =
    'hvst_id,dt_hvst,wt_kg\n1,2024-05-01,12\n2,2024-06-01,30\n3,2024-07-01,25\n4,2024-08-01,8\n';
  it('reads "the three heaviest harvests with their dates and weights" without their key', async () => {
    const a = await askWith(
      { harvests },
      'List the three heaviest harvests with their dates and weights.',
      true,
    );
    expect(a.columns).toEqual(['dt_hvst', 'wt_kg']);
  });

  it('keeps the key of rows listed by a condition ("harvests over 10 kg with their dates")', async () => {
    const a = await askWith({ harvests }, 'List the harvests heavier than 10 kg, with their dates.', true);
    expect(a.columns[0]).toBe('hvst_id');
  });
});

describe('participles that say rows happened', () => {
  it('reads "the largest fine amount ever issued" without the date of issue', async () => {
    const fines =
      'fineId,amount,issuedOn,issuedBy\n1,60,2024-01-02,1\n2,120,2024-02-03,2\n3,90,2024-03-04,1\n';
    const a = await askWith({ fines }, 'What is the largest fine amount ever issued?', true);
    expect(a.columns).toEqual(['amount']);
    expect(flat(a)).toEqual([120]);
  });
});

describe('two roles of one table, shown by name', () => {
  it('reads "the home team name and the away team name" without the home team\'s id', async () => {
    const teams = 'id,name\n1,Pin Pals\n2,Alley Cats\n';
    const fixtures = 'id,match_date,home_team_id,away_team_id\n1,2024-01-05,1,2\n2,2024-01-12,2,1\n';
    const a = await askWith(
      { teams, fixtures },
      'For every fixture, show the match date, the home team name and the away team name.',
      true,
    );
    expect(a.columns).toHaveLength(3);
    expect(sorted(a)).toEqual([
      '["2024-01-05","Pin Pals","Alley Cats"]',
      '["2024-01-12","Alley Cats","Pin Pals"]',
    ]);
  });
});

describe('a total that only ranks', () => {
  it('reads "Which team has paid the most in total?" as the team alone', async () => {
    const teams = 'id,name\n1,Panic Room\n2,Lock Pickers\n';
    const bookings = 'id,team_id,amount_paid\n1,1,50\n2,2,40\n3,2,30\n';
    const a = await askWith({ teams, bookings }, 'Which team has paid the most in total?', true);
    expect(a.columns).toEqual(['name']);
    expect(flat(a)).toEqual(['Lock Pickers']);
  });
});

describe('groups the conditions fix', () => {
  it('reads "the average price per kilogram of grade A harvests" as one average', async () => {
    const harvest = 'harvest_id,grade_code,qty_kg,price_per_kg\n1,A,100,2\n2,A,50,4\n3,B,80,1\n';
    const a = await askWith({ harvest }, 'What is the average price per kilogram of grade A harvests?', true);
    expect(a.columns).toHaveLength(1);
    expect(flat(a)).toEqual([3]);
  });
});

describe('the other extreme asked last', () => {
  it('reads "the highest final cost …, and the lowest?" as both', async () => {
    const jobs = 'jobId,boatId,finalCost\n1,1,300\n2,2,120\n3,1,900\n';
    const a = await askWith(
      { jobs },
      'What was the highest final cost ever charged for a job, and the lowest?',
      true,
    );
    expect(flat(a)).toEqual([[900, 120]]);
  });
});

describe('round twenty: names, references and parts of a year', () => {
  it('shows a person by given and family name', async () => {
    const lounge_members =
      'member_identifier,member_given_name,member_family_name,country_of_residence\n1,Aoife,Byrne,Ireland\n2,Tom,Hale,France\n';
    const a = await askWith({ lounge_members }, 'Which members live in Ireland?', true);
    expect(flat(a)).toEqual([['Aoife', 'Byrne']]);
  });

  it('pairs a first name with the last name of the same person, not a family name', async () => {
    const families =
      'Family ID,Family Name,Contact First Name,Contact Last Name,City\n1,Walsh,Mary,Keane,Dublin\n2,Doyle,Sean,Ryan,Cork\n';
    const a = await askWith({ families }, 'List the contact names for families living in Dublin.', true);
    expect(flat(a)).toEqual([['Mary', 'Keane']]);
  });

  it('reads "How many ploughing runs" as runs counted, not the ploughs they name', async () => {
    const ploughs = 'ref,make\nP1,Volvo\nP2,Scania\n';
    const runs = 'ref,plough_ref,run_date\nR1,P1,2025-01-02\nR2,P1,2025-01-03\nR3,P2,2025-01-04\n';
    const a = await askWith({ ploughs, runs }, 'How many ploughing runs have there been in total?', true);
    expect(flat(a)).toEqual([3]);
  });

  it('reads "in the first quarter of 2025" and "the second half of 2024"', async () => {
    const readings =
      'reading_id,reading_date,usage_m3\n1,2024-05-01,3\n2,2024-08-01,4\n3,2025-02-01,5\n4,2025-03-31,6\n5,2025-04-01,7\n';
    const q1 = await askWith(
      { readings },
      'How many readings were taken in the first quarter of 2025?',
      true,
    );
    expect(flat(q1)).toEqual([2]);
    const h2 = await askWith({ readings }, 'How many readings were taken in the second half of 2024?', true);
    expect(flat(h2)).toEqual([1]);
  });

  it('counts the rows of "how many arrivals", not their different dates', async () => {
    const bookings = 'booking_id,arrival_date,guests\n1,2024-01-05,2\n2,2024-01-05,3\n3,2024-02-01,1\n';
    const a = await askWith({ bookings }, 'How many arrivals were there in 2024?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round twenty: table prefixes and denied rows', () => {
  const t_customer = 'customer_id,first_name,last_name\n1,Ann,Lee\n2,Bob,Ray\n3,Cy,Fox\n';
  const t_meter = 'meter_id,customer_id,installed_date\n10,1,2024-01-02\n11,2,2024-03-04\n';
  const t_reading =
    'reading_id,meter_id,reading_date,usage_m3\n1,10,2025-01-05,3\n2,10,2025-02-05,4\n3,11,2025-05-05,2\n';

  it('reads "meters" as `t_meter`, the prefix saying it is a table', async () => {
    const a = await askWith({ t_customer, t_meter, t_reading }, 'Which customers have no meter?', true);
    expect(flat(a)).toEqual([['Cy', 'Fox']]);
    const b = await askWith(
      { t_customer, t_meter, t_reading },
      'How many meter readings were taken in 2025?',
      true,
    );
    expect(flat(b)).toEqual([3]);
  });

  it('reads "no find" as no row of `Finds` and "haven\'t been out on a single run" as none', async () => {
    const Dig_Sites = 'Site_ID,Site_Name\n1,Castle Hill\n2,Low Barrow\n';
    const Finds = 'Find_ID,Site_ID,Material\n1,1,Flint\n2,1,Bronze\n';
    const a = await askWith({ Dig_Sites, Finds }, 'Which sites have no find?', true);
    expect(flat(a)).toEqual(['Low Barrow']);
    const drivers = 'ref,first_name,last_name\nD1,Ann,Lee\nD2,Bob,Ray\n';
    const runs = 'ref,driver_ref,run_date\nR1,D1,2025-01-02\n';
    const b = await askWith({ drivers, runs }, "Which drivers haven't been out on a single run yet?", true);
    expect(flat(b)).toEqual([['Bob', 'Ray']]);
  });
});

describe('round twenty: the rows beside the columns asked', () => {
  const Boats = 'BoatId,BoatName,YearBuilt\n1,Sea Wren,1998\n2,Kestrel,2010\n';
  const CharterTrips =
    'TripId,BoatId,DepartureDate,TripStatus\n1,1,2024-05-01,cancelled\n2,2,2024-06-01,done\n';

  it('reads "boats built before 2005 and their build year" and ", and in what year?" as the boats too', async () => {
    const a = await askWith({ Boats }, 'boats built before 2005 and their build year', true);
    expect(flat(a)).toEqual([['Sea Wren', 1998]]);
    const b = await askWith({ Boats }, 'Which boats were built before 2005, and in what year?', true);
    expect(flat(b)).toEqual([['Sea Wren', 1998]]);
  });

  it('lists unnamed rows by the two columns asked, not their numeric key; a readable key stays', async () => {
    const a = await askWith(
      { Boats, CharterTrips },
      'Show the cancelled trips with the boat name and the departure date.',
      true,
    );
    expect(a.columns).toHaveLength(2);
    expect(flat(a)).toEqual([['Sea Wren', '2024-05-01']]);
    const huts = 'hut_code,hut_name\nH1,Alpine Rest\n';
    const bookings =
      'booking_ref,hut_code,arrival_date,status\nBK-1,H1,2026-01-03,confirmed\nBK-2,H1,2026-02-03,held\n';
    const b = await askWith(
      { huts, bookings },
      'List the confirmed bookings with the hut name and arrival date.',
      true,
    );
    expect(flat(b)).toEqual([['BK-1', 'Alpine Rest', '2026-01-03']]);
  });
});

describe('round twenty: the ranked value asked back with "how much"', () => {
  it('reads ", and how much did it weigh?" and ", and how much was it for?" as the value ranked by', async () => {
    const Catches = 'CatchId,Species,WeightKg\n1,Cod,4.5\n2,Pollock,7.25\n3,Bass,3\n';
    const a = await askWith(
      { Catches },
      'What species was the heaviest fish ever logged, and how much did it weigh?',
      true,
    );
    expect(flat(a)).toEqual([['Pollock', 7.25]]);
    const Guardians = 'GuardianID,FirstName,LastName\n1,Ann,Lee\n2,Bob,Ray\n';
    const Invoice = 'InvoiceID,GuardianID,AmountDue\n1,1,120\n2,2,340\n3,1,90\n';
    const b = await askWith(
      { Guardians, Invoice },
      'Who got the biggest single invoice, and how much was it for?',
      true,
    );
    expect(flat(b)).toEqual([['Bob', 'Ray', 340]]);
  });
});

describe('round twenty: groups by a numbered code', () => {
  it('shows "per hut" by the hut name when the reference is a numbered code, by a code of letters otherwise', async () => {
    const huts = 'hut_code,hut_name\nMH-01,Alpine Rest\nMH-02,Glacier Hut\n';
    const bookings =
      'booking_no,hut_code,status\n1,MH-01,no-show\n2,MH-01,no-show\n3,MH-02,no-show\n4,MH-02,done\n';
    const a = await askWith({ huts, bookings }, 'number of no-shows per hut', true);
    expect(sorted(a)).toEqual([JSON.stringify(['Alpine Rest', 2]), JSON.stringify(['Glacier Hut', 1])]);
    const depts = 'dept_code,dept_name\nACCT,Accounting\nBIOL,Biology\n';
    const staff = 'staff_no,dept_code\n1,ACCT\n2,ACCT\n3,BIOL\n';
    const b = await askWith({ depts, staff }, 'How many staff are in each department?', true);
    expect(sorted(b)).toEqual([JSON.stringify(['ACCT', 2]), JSON.stringify(['BIOL', 1])]);
  });
});

describe('round twenty: a role asked "which"', () => {
  it('reads "Which director …" over `Director_ID` as the team member it refers to', async () => {
    const Team_Members = 'Member_ID,First_Name,Last_Name\n1,Ann,Lee\n2,Bob,Ray\n';
    const Dig_Seasons = 'Season_ID,Director_ID,Budget_GBP\n1,1,100\n2,2,80\n3,2,90\n';
    const a = await askWith(
      { Team_Members, Dig_Seasons },
      'Which director has had the largest total budget across all their seasons?',
      true,
    );
    expect(flat(a)).toEqual([['Bob', 'Ray']]);
  });
});

describe('round twenty: two dates of a row compared', () => {
  it('reads "paid after their due date" and "finished after their due date"', async () => {
    const bills =
      'bill_id,due_date,paid_date\n1,2025-01-10,2025-01-05\n2,2025-02-10,2025-02-20\n3,2025-03-10,\n';
    const a = await askWith({ bills }, 'How many bills were paid after their due date?', true);
    expect(flat(a)).toEqual([1]);
    const jobs =
      'job_id,due_date,completed_date,ordered_date\n1,2025-01-10,2025-01-12,2025-01-01\n2,2025-02-10,2025-02-01,2025-02-01\n';
    const b = await askWith({ jobs }, 'How many jobs were finished after their due date?', true);
    expect(flat(b)).toEqual([1]);
  });
});

describe('round twenty: flags said with a prefix or under an abbreviated table name', () => {
  it('reads "inactive skippers" as `IsActive` false', async () => {
    const Skippers =
      'SkipperId,FirstName,LastName,IsActive\n1,Jack,Hale,true\n2,Tom,Pike,false\n3,Sam,Reed,true\n';
    const a = await askWith({ Skippers }, 'Who are our inactive skippers?', true);
    expect(flat(a)).toEqual([['Tom', 'Pike']]);
  });

  it('reads "prequalified contractors" as `ctr_prequalified` of `contractors`', async () => {
    const contractors =
      'ctr_id,ctr_name,ctr_city,ctr_prequalified\n1,Acme,Avon,true\n2,Brix,Avon,false\n3,Cole,Elk,true\n';
    const a = await askWith({ contractors }, 'Which prequalified contractors are based in Avon?', true);
    expect(flat(a)).toEqual(['Acme']);
  });
});

describe('round twenty: a flag included', () => {
  it('reads "bookings included rod hire" as `RodHire` true', async () => {
    const TripBookings = 'BookingId,Seats,RodHire\n1,2,true\n2,1,false\n3,4,true\n';
    const a = await askWith({ TripBookings }, 'How many bookings included rod hire?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty: months within one year', () => {
  it('numbers "per month in 2024" 1 to 12', async () => {
    const washes = 'wash_id,wash_dt\n1,2024-01-05\n2,2024-01-09\n3,2024-03-01\n4,2023-03-01\n';
    const a = await askWith({ washes }, 'Number of washes per month in 2024, in calendar order', true);
    expect(flat(a)).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });
});

describe('round twenty-one: a sentence of nothing but the columns asked', () => {
  const members =
    'member_id,call_sign,first_name,joined_on,is_active\n1,G4ABC,Ann,2021-05-01,true\n2,M0XYZ,Bob,2023-04-02,false\n';

  it('reads "…? call signs please", "… — call sign and first name" and "…: call sign" as the columns shown', async () => {
    const a = await askWith({ members }, 'Which members are active? call signs please', true);
    expect(a.columns).toEqual(['call_sign']);
    expect(flat(a)).toEqual(['G4ABC']);
    const b = await askWith({ members }, 'members who joined since 2022 — call sign and first name', true);
    expect(flat(b)).toEqual([['M0XYZ', 'Bob']]);
    const c = await askWith({ members }, 'Inactive members: call sign', true);
    expect(flat(c)).toEqual(['M0XYZ']);
  });

  it('keeps "a Ph.D. degree" one sentence, and a range "2020 - 2021" no break', async () => {
    const t = tokenize('professors with a Ph.D. degree and members from 2020 - 2021');
    expect(t.some((x) => x.opensSentence)).toBe(false);
  });
});

describe('round twenty-one: a verb that starts a name of the data', () => {
  it('reads "Call signs of members …" over `call_sign` as a question; "Delete members …" is still refused', async () => {
    const members = 'member_id,call_sign,email\n1,G4ABC,a@x.org\n2,M0XYZ,\n';
    const a = await askWith({ members }, 'Call signs of members we have no email address for', true);
    expect(flat(a)).toEqual(['M0XYZ']);
    const b = await askWith({ members }, 'Delete members we have no email address for', true);
    expect(b.understood).toBe(false);
    expect(b.answer).toMatch(/change your data/);
  });
});

describe('round twenty-one: a table named by one word written as two', () => {
  it('reads "clockmakers" as `clockmaker`, not the `clock` table whose name starts it', async () => {
    const clockmaker = 'clockmaker_id,full_name,speciality\n1,Ann Lee,Longcase\n2,Bo Ng,Carriage\n';
    const clock =
      'clock_id,maker_name,clock_type\n1,Tompion,Bracket\n2,Knibb,Longcase\n3,Vulliamy,Carriage\n';
    const a = await askWith(
      { clockmaker, clock },
      'List all our clockmakers and what they specialise in.',
      true,
    );
    expect(flat(a)).toEqual([
      ['Ann Lee', 'Longcase'],
      ['Bo Ng', 'Carriage'],
    ]);
  });
});

describe('round twenty-one: flags said as the verb', () => {
  const part = 'part_id,part_name,made_in_house_yn\n1,Mainspring,N\n2,Pendulum bob,Y\n';
  const clock = 'clock_id,maker_name,chimes_yn\n1,Tompion,Y\n2,Knibb,N\n3,Vulliamy,N\n';
  const job = 'job_id,home_visit_yn\n1,Y\n2,N\n3,N\n';

  it('reads "needed a home visit", "do we make in house" and "Which of the clocks chime?" as the flag', async () => {
    expect(flat(await askWith({ job }, 'How many jobs needed a home visit?', true))).toEqual([1]);
    expect(flat(await askWith({ part }, 'Which parts do we make in house?', true))).toEqual(['Pendulum bob']);
    expect(flat(await askWith({ clock }, 'Which of the clocks chime?', true))).toEqual(['Tompion']);
  });
});

describe('round twenty-one: forenames and surname', () => {
  it('shows people by `forenames` and `surname` (a run-together "fore names" is the first name)', async () => {
    const people =
      'person_id,forenames,surname,occupation\n1,Isaac,Fairbrother,Blacksmith\n2,Mary Ann,Carew,Weaver\n';
    const a = await askWith({ people }, 'people on file who were blacksmiths', true);
    expect(flat(a)).toEqual([['Isaac', 'Fairbrother']]);
  });
});

describe('round twenty-one: a date named by its verb, and the age of things', () => {
  const Boats = 'Boat_ID,Boat_Name,Year_Built\n1,Sea Wren,1998\n2,Kestrel,2010\n3,Puffin,1985\n';
  const Members =
    'Member_ID,First_Name,Last_Name,Birth_Date,Joined_On\n1,Ann,Lee,1950-02-01,2021-05-01\n2,Bo,Ng,1990-03-04,2023-04-02\n';
  const Crew = 'Crew_ID,Boat_ID,Member_ID\n1,2,1\n2,1,2\n3,3,2\n';

  it('reads "the date they joined" and "the year each was built" as the columns those verbs name', async () => {
    const a = await askWith(
      { Members },
      'Who has joined since 2022? Give the last name and the date they joined.',
      true,
    );
    expect(flat(a)).toEqual([['Ng', '2023-04-02']]);
    const b = await askWith({ Boats }, 'List our boats with the year each one was built.', true);
    expect(b.columns).toHaveLength(2);
    expect(sorted(b)).toEqual(['["Kestrel",2010]', '["Puffin",1985]', '["Sea Wren",1998]']);
  });

  it('ranks "the two oldest boats" by when they were built, not by a crew member\'s date of birth', async () => {
    const a = await askWith({ Boats, Members, Crew_Members: Crew }, 'List the two oldest boats.', true);
    expect(flat(a)).toEqual(['Puffin', 'Sea Wren']);
    const b = await askWith({ Boats, Members, Crew_Members: Crew }, 'Who is the oldest member?', true);
    expect(flat(b)).toEqual([['Ann', 'Lee']]);
  });
});

describe('round twenty-one: pk_ and fk_ keys', () => {
  it('reads `pk_variety` as the key and `fk_variety` as a reference to it, shown by the variety name', async () => {
    const apple_varieties = 'pk_variety,varietyName\n1,Dabinett\n2,Kingston Black\n3,Yarlington Mill\n';
    const batches = 'pk_batch,batchCode,style\n10,B-10,Dry\n11,B-11,Medium\n';
    const pressings = 'pk_pressing,fk_variety,fk_batch,appleKg\n1,1,10,500\n2,3,10,250\n3,1,11,400\n';
    const a = await askWith(
      { apple_varieties, batches, pressings },
      'Which varieties were pressed into batch B-10?',
      true,
    );
    expect(sorted(a)).toEqual(['"Dabinett"', '"Yarlington Mill"']);
  });
});

describe('round twenty-one: never done, by a date some rows leave empty', () => {
  it('reads "tap lines that have never been inspected" as no `last_inspected_date`', async () => {
    const tap_line =
      'tap_line_id,tap_line_name,tap_line_last_inspected_date\n1,North ridge,2024-03-02\n2,Creek run,\n3,Sugar hill,2025-01-09\n';
    const a = await askWith({ tap_line }, 'Which tap lines have never been inspected?', true);
    expect(flat(a)).toEqual(['Creek run']);
  });
});

describe('round twenty-one: a total kept per row, summed over the rows named', () => {
  it('sums `TOT_PRC_GBP` for "the total value of bookings paid by card"', async () => {
    const BKNG = 'BKNG_ID,TOT_PRC_GBP,PMT_MTHD\n1,100,CARD\n2,50,CASH\n3,70.5,CARD\n';
    const a = await askWith({ BKNG }, "What's the total value of bookings paid by card?", true);
    expect(flat(a)).toEqual([170.5]);
  });
});

describe('round twenty-one: a year as the adjective of the rows', () => {
  it('reads "all the 2024 dig seasons" as seasons in 2024', async () => {
    const Dig_Seasons =
      'Season_ID,Start_Date,Budget_GBP\n1,2023-06-01,1000\n2,2024-05-10,2500\n3,2024-08-01,500\n';
    const a = await askWith({ Dig_Seasons }, "What's the total budget of all the 2024 dig seasons?", true);
    expect(flat(a)).toEqual([3000]);
  });
});

describe('round twenty-one: "highest first" closing the question', () => {
  it('orders by the measure named last before it', async () => {
    const cust = 'cust_id,fst_nm,cty,lylty_pts\n1,Ann,Leeds,40\n2,Bo,Leeds,90\n3,Cy,York,70\n4,Di,Leeds,65\n';
    const a = await askWith(
      { cust },
      'Show the customers in Leeds with their loyalty points, highest first.',
      true,
    );
    expect(flat(a)).toEqual([
      ['Bo', 90],
      ['Di', 65],
      ['Ann', 40],
    ]);
  });
});

describe('round twenty-one: a word of its own before the column added', () => {
  it('shows the pools too for "List all the pools with their water temperature."', async () => {
    const pool = 'pool_id,pool_name,temp_c\n1,Lido,24\n2,Steam Bath,38\n';
    const a = await askWith({ pool }, 'List all the pools with their water temperature.', true);
    expect(a.columns).toEqual(['pool_name', 'temp_c']);
  });
});

describe('round twenty-one: "unpaid orders" over a flag', () => {
  it('reads "Show unpaid orders" as the orders whose `isPaid` is false', async () => {
    const orders = 'pk_order,orderValue,isPaid\n1,120,true\n2,80,false\n3,45,true\n';
    const a = await askWith({ orders }, 'Show unpaid orders', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-one: things sold counted by the sales quantity', () => {
  it('sums `qty` for "How many tickets were sold online?" over `tkt_sale`, and counts rows for "ticket sales"', async () => {
    const tkt_sale = 'sale_id,chan,qty\n1,online,4\n2,box office,2\n3,online,3\n';
    const a = await askWith({ tkt_sale }, 'How many tickets were sold online?', true);
    expect(flat(a)).toEqual([7]);
    const b = await askWith({ tkt_sale }, 'How many ticket sales were made online?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('round twenty-one: every column asked for, and "how" mistyped', () => {
  const instructor = 'ID,name,salary\n1,Ada,90\n2,Ben,70\n';

  it('reads "List the information of all instructors" as every column, and "Hom many" as "How many"', async () => {
    const a = await askWith(
      { instructor },
      'List the information of all instructors ordered by their salary.',
      true,
    );
    expect(a.columns).toEqual(['ID', 'name', 'salary']);
    expect(flat(a)).toEqual([
      [2, 'Ben', 70],
      [1, 'Ada', 90],
    ]);
    const b = await askWith({ instructor }, 'Hom many instructors are there?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('round twenty-one: words coded in capitals', () => {
  const members = 'member_id,first_name,membership_type\n1,Ann,JNR\n2,Bo,SNR\n3,Cy,SNR\n';
  const auctions =
    'auction_id,auction_name,status\n1,Spring Sale,DONE\n2,Autumn Room,CANC\n3,Winter Fair,DONE\n';

  it('reads "junior members" as `JNR` and "cancelled" as `CANC`, and "used" as no `USD`', async () => {
    expect(flat(await askWith({ members }, 'Who are our junior members?', true))).toEqual(['Ann']);
    expect(flat(await askWith({ auctions }, 'Which auction got cancelled?', true))).toEqual(['Autumn Room']);
    const groups = 'group_id,group_name,currency_code\n1,Players,USD\n2,Actors,EUR\n';
    const c = await askWith({ groups }, 'How many different currency codes are used?', true);
    expect(flat(c)).toEqual([2]);
  });
});

describe('round twenty-one: a unit ending a column name', () => {
  it('reads "their maximum depth" as `max_dpth_m`, shown beside the sites, not an aggregate', async () => {
    const site = 'site_id,site_nm,max_dpth_m\n1,Blue Hole,60\n2,Reef Garden,18\n3,Wreck Point,40\n';
    const a = await askWith(
      { site },
      'Show the sites deeper than 35 metres along with their maximum depth.',
      true,
    );
    expect(sorted(a)).toEqual(['["Blue Hole",60]', '["Wreck Point",40]']);
  });
});

describe('round twenty-one: countries by code, name and people', () => {
  it('reads "German divers" and "from Malta" over ISO codes, and "German" as a language held as it is', async () => {
    const dvr = 'dvr_id,fst_nm,ctry_cd\n1,Anna,DEU\n2,Luca,MLT\n3,Tom,GBR\n4,Eva,DEU\n';
    expect(sorted(await askWith({ dvr }, 'List the German divers.', true))).toEqual(['"Anna"', '"Eva"']);
    expect(flat(await askWith({ dvr }, 'Which divers are from Malta?', true))).toEqual(['Luca']);
    const translators = 'translator_id,name,country,language\n1,Ann,Germany,French\n2,Bo,France,German\n';
    expect(flat(await askWith({ translators }, 'Which translators speak German?', true))).toEqual(['Bo']);
    const guides = 'guide_id,name,country\n1,Ann,Germany\n2,Bo,France\n';
    expect(flat(await askWith({ guides }, 'Which guides are French?', true))).toEqual(['Bo']);
  });
});

describe('round twenty-one: a flag said as the rows with its word before them', () => {
  it('reads "all the bus routes" over `is_bus_route` as the routes that are bus routes', async () => {
    const routes =
      'ref,route_name,is_bus_route\nR1,High Street,true\nR2,Mill Lane,false\nR3,Station Road,true\n';
    const a = await askWith({ routes }, 'List the names of all the bus routes.', true);
    expect(sorted(a)).toEqual(['"High Street"', '"Station Road"']);
    expect(flat(await askWith({ routes }, 'How many bus routes are there?', true))).toEqual([2]);
  });
});

describe('round twenty-one: "how much" of a quantity', () => {
  it('sums `salt_used_kg` for "How much salt have we used altogether?"', async () => {
    const runs = 'ref,run_date,salt_used_kg\nR1,2025-01-02,120.5\nR2,2025-01-03,80\nR3,2025-01-09,40\n';
    expect(flat(await askWith({ runs }, 'How much salt have we used altogether?', true))).toEqual([240.5]);
  });
});

describe('round twenty-one: the highest thing by its altitude', () => {
  it('ranks "Which is the highest hut?" by `altitude_m`', async () => {
    const huts =
      'hut_code,hut_name,altitude_m,beds\nMH-01,Hörnlihütte,3260,130\nMH-02,Capanna,3647,70\nMH-03,Blüemlisalp,2840,138\n';
    expect(flat(await askWith({ huts }, 'Which is the highest hut?', true))).toEqual(['Capanna']);
  });
});

describe('round twenty-one: a measure bounded "in total"', () => {
  it('reads "regions that have more than 400 beds in total" as the sum of beds per region', async () => {
    const huts =
      'hut_code,region,beds\nH1,Valais,300\nH2,Valais,150\nH3,Engadin,420\nH4,Ticino,90\nH5,Ticino,100\n';
    const a = await askWith({ huts }, 'Which regions have more than 400 beds in total?', true);
    expect(sorted(a)).toEqual(['"Engadin"', '"Valais"']);
  });
});

describe('round twenty-one: rows named by their key', () => {
  it('reads "members" over `hikers(member_no)` referred to by `bookings.member_no` as the hikers', async () => {
    const hikers =
      'member_no,first_name,last_name,membership_type\n101,Ann,Lee,full\n102,Bo,Ng,guest\n103,Cy,Orr,full\n';
    const bookings = 'booking_ref,member_no,hut\nB1,101,Alpha\nB2,101,Beta\nB3,103,Alpha\n';
    const a = await askWith({ hikers, bookings }, 'Which members have never made a booking?', true);
    expect(flat(a)).toEqual([['Bo', 'Ng']]);
    const b = await askWith(
      { hikers, bookings },
      'How many members do we have of each membership type?',
      true,
    );
    expect(sorted(b)).toEqual(['["full",2]', '["guest",1]']);
  });
});

describe('round twenty-one: a flag included, not text in the names', () => {
  it('reads "Which packages include a wax?" over `wax_flg` as the flag', async () => {
    const wash_packages =
      'pkg_cd,pkg_nm,wax_flg\nBAS,Basic,false\nDLX,Deluxe Shine,true\nULT,Ultimate,true\n';
    const a = await askWith({ wash_packages }, 'Which packages include a wax?', true);
    expect(sorted(a)).toEqual(['"Deluxe Shine"', '"Ultimate"']);
  });
});

describe('round twenty-one: hyphenated words with a capital', () => {
  it('reads "Nottingham-based customers" and the value "No-show" said "no-shows"', async () => {
    const cust = 'cust_id,cust_nm,cty\n1,Ann Lee,Nottingham\n2,Bo Ng,Derby\n';
    expect(flat(await askWith({ cust }, 'Who are our Nottingham-based customers?', true))).toEqual([
      'Ann Lee',
    ]);
    const games = 'game_id,room,outcome\n1,Vault,Escaped\n2,Vault,No-show\n3,Crypt,No-show\n';
    expect(flat(await askWith({ games }, 'How many no-shows have there been?', true))).toEqual([2]);
    const captain = 'Captain_ID,Name,Class\n1,Ann,Third-rate ship of the line\n2,Bo,Frigate\n';
    const c = await askWith(
      { captain },
      'Which captains are in the Third-rate ship of the line class?',
      true,
    );
    expect(flat(c)).toEqual(['Ann']);
  });
});

describe('round twenty-one: "but no" before a flag', () => {
  it('reads "sites that have a tunnel but no vacuums" as two flags', async () => {
    const sites =
      'site_id,site_nm,tunnel_flg,vacuum_flg\n1,Austin North,true,false\n2,Boulder,true,true\n3,Mesa,false,false\n';
    const a = await askWith({ sites }, 'sites that have a tunnel but no vacuums', true);
    expect(flat(a)).toEqual(['Austin North']);
  });
});

describe('round twenty-one: another table listed among the columns', () => {
  const cust = 'cust_id,cust_nm\n1,Ann Lee\n2,Bo Ng\n';
  const hire = 'hire_id,cust_id,hire_dt,rtn_dt\n10,1,2025-03-01,2025-03-04\n11,2,2025-03-02,\n';

  it('shows "the customer" in "Show the hire number, the customer and the hire date" by its name', async () => {
    const a = await askWith(
      { cust, hire },
      "Which hires haven't been returned yet? Show the hire number, the customer and the hire date.",
      true,
    );
    expect(flat(a)).toEqual([[11, 'Bo Ng', '2025-03-02']]);
  });
});

describe('round twenty-one: "the average number of X per <row>" over a count column', () => {
  it('averages `guest_count` for "What\'s the average number of guests per event?"', async () => {
    const events = 'event_id,event_name,guest_count\n1,Gala,120\n2,Wedding,80\n3,Launch,40\n';
    expect(flat(await askWith({ events }, "What's the average number of guests per event?", true))).toEqual([
      80,
    ]);
  });
});

describe('round twenty-one: "Use the class name."', () => {
  it('reads a later sentence opening with "use" as the columns asked for', async () => {
    const licence_classes = 'class_code,class_name\nFND,Foundation\nFULL,Full\n';
    const members = 'member_id,call_sign,class_code\n1,G4ABC,FND\n2,M0XYZ,FULL\n3,G7QRS,FND\n';
    const a = await askWith(
      { licence_classes, members },
      'How many members are there in each licence class? Use the class name.',
      true,
    );
    expect(a.columns[0]).toBe('class_name');
    expect(sorted(a)).toEqual(['["Foundation",2]', '["Full",1]']);
  });
});

describe('round twenty-one: a unit said after the number, no column named', () => {
  it('compares `temp_c` for "Which pools are kept below 20 degrees?"', async () => {
    const pool =
      'pool_id,pool_name,capacity,temp_c,opened_year\n1,Plunge,8,12,1998\n2,Lido,60,24,1935\n3,Steam Bath,15,38,2004\n';
    const visit = 'visit_id,pool_id,soak_min\n1,1,5\n2,2,40\n';
    const a = await askWith({ pool, visit }, 'Which pools are kept below 20 degrees?', true);
    expect(flat(a)).toEqual(['Plunge']);
  });
});

describe('round twenty-two: a span opening with "of"', () => {
  it('reads "number of incidents" as the incidents, not `date_of_incident` of the rows that refer to them', async () => {
    const incidents =
      'identifier_of_incident,date_of_incident,category_of_incident\n1,2025-01-04,Fire\n2,2025-01-20,Flood\n3,2025-03-02,Fire\n4,2024-12-30,Fire\n';
    const incident_attendances =
      'identifier_of_attendance,identifier_of_incident,hours_at_incident\n1,1,2\n2,1,3\n3,2,1\n4,3,4\n5,3,2\n6,4,1\n';
    const a = await askWith(
      { incidents, incident_attendances },
      'number of incidents per month in 2025',
      true,
    );
    expect(a.sql).not.toContain('incident_attendances');
    expect(sorted(a)).toEqual(['[1,2]', '[3,1]']);
  });
});

describe('round twenty-two: "<rows> per <group>"', () => {
  it('counts the rows named right before "per" ("orders per month in 2026", "customers per city")', async () => {
    const month = await ask('orders per month in 2026');
    expect(month.sql).toContain('count(*)');
    expect(month.sql).toContain('GROUP BY month("order_date")');
    const city = await ask('customers per city');
    expect(city.sql).toContain('GROUP BY "city"');
    expect(sorted(city)).toContain('["Paris",2]');
  });
});

describe('round twenty-two: no date summed', () => {
  it('sums the money of "the total revenue from passes sold in 2025", not `sold_date`', async () => {
    const passes =
      'pass_code,title,price_gbp,sold_date\nP1,Day,12,2025-02-01\nP2,Month,60,2025-05-03\nP3,Day,12,2024-11-30\n';
    const a = await askWith({ passes }, 'What was the total revenue from passes sold in 2025?', true);
    expect(a.sql).toContain('sum("price_gbp")');
    expect(flat(a)).toEqual([72]);
  });
});

describe('round twenty-two: "<rows> <verb> per <period>"', () => {
  const routes = 'route_code,title,set_date\nR1,Arete,2024-03-01\nR2,Crimp,2024-07-11\nR3,Slab,2025-01-09\n';
  const members = 'member_code,first_name,last_name,birth_year\nM1,Ann,Lee,1990\nM2,Bo,Ng,1985\n';
  const ascents =
    'ascent_id,route_code,member_code,climbed_date\n1,R1,M1,2025-02-01\n2,R3,M2,2025-02-11\n3,R3,M1,2025-04-02\n';
  it('counts the rows by the year of the date their verb names ("routes set per year"), not `members.birth_year`', async () => {
    const a = await askWith({ routes, members, ascents }, 'routes set per year', true);
    expect(a.sql).toContain('GROUP BY year("set_date")');
    expect(a.sql).not.toContain('birth_year');
    expect(a.columns).toHaveLength(2);
    expect(sorted(a)).toEqual(['[2024,2]', '[2025,1]']);
  });
  it('counts rows named before a participle ("ascents logged per month in 2025")', async () => {
    const a = await askWith({ routes, members, ascents }, 'ascents logged per month in 2025', true);
    expect(sorted(a)).toEqual(['[2,2]', '[4,1]']);
  });
});

describe('round twenty-two: a label telling rows apart', () => {
  it('shows `towers.place` (the first text column, one per row, beside a numeric key) for "Which tower has the most bells?"', async () => {
    const towers =
      'tower_id,dedication,place,contact_email,bell_count\n1,St Mary,Cookham,a@x.org,8\n2,St Mary,Hungerford,b@x.org,10\n3,All Saints,Newbury,c@x.org,6\n';
    const a = await askWith({ towers }, 'Which tower has the most bells?', true);
    expect(a.sql).toContain('SELECT "place"');
    expect(flat(a)).toEqual(['Hungerford']);
  });
  it('keeps a key for rows told apart only by their text or a number (`tweets.text`, `cab.reg_no`)', async () => {
    const tweets = 'tweet_id,text,likes\n1,Hello world,3\n2,Second post,9\n';
    expect((await askWith({ tweets }, 'Which tweet has the most likes?', true)).sql).toContain(
      'SELECT "tweet_id"',
    );
  });
});

describe('round twenty-two: flags named with "currently"', () => {
  const shows =
    'Show_ID,Show_Title,Is_Currently_Touring,Is_Currently_Active\n1,The Snow Queen,true,true\n2,Owl Tales,false,true\n3,Pinocchio,true,false\n';
  it('reads "currently on tour" and "active" over `Is_Currently_Touring`, `Is_Currently_Active`', async () => {
    expect(sorted(await askWith({ shows }, 'Which shows are currently on tour?', true))).toEqual([
      '"Pinocchio"',
      '"The Snow Queen"',
    ]);
    expect(sorted(await askWith({ shows }, 'List the active shows.', true))).toEqual([
      '"Owl Tales"',
      '"The Snow Queen"',
    ]);
  });
});

describe('round twenty-two: verbs naming the column read', () => {
  const firefighters =
    'firefighter_id,first_name,last_name,year_of_joining_the_brigade,hire_fee\n1,Ann,Lee,1999,40\n2,Bo,Ng,2010,90\n3,Cy,Orr,2003,70\n';
  it('shows the people for "Who joined the brigade before 2005?" over a year column, not the year', async () => {
    const a = await askWith({ firefighters }, 'Who joined the brigade before 2005?', true);
    expect(sorted(a)).toEqual(['["Ann","Lee"]', '["Cy","Orr"]']);
  });
  it('shows the rows for "the 2 most expensive firefighters to hire", not the fee ranked by', async () => {
    const a = await askWith({ firefighters }, 'Who are the 2 most expensive firefighters to hire?', true);
    expect(flat(a)).toEqual([
      ['Bo', 'Ng'],
      ['Cy', 'Orr'],
    ]);
  });
});

describe('round twenty-two: "total payments", "came"', () => {
  it('sums the one money column of rows of money named after "total" ("total payments received per year")', async () => {
    const payment = 'payment_id,amount,paid_on\n1,100,2024-03-01\n2,250,2024-09-12\n3,80,2025-01-05\n';
    const a = await askWith({ payment }, 'total payments received per year', true);
    expect(a.sql).toContain('sum("amount")');
    expect(sorted(a)).toEqual(['[2024,350]', '[2025,80]']);
  });
  it('reads "came" as the verb, not as `Height_Cm`', async () => {
    const workshops =
      'Workshop_ID,Workshop_Title,Workshop_Date,Participants,Height_Cm\n1,Rods,2024-02-01,12,30\n2,Masks,2024-05-01,8,40\n';
    const a = await askWith({ workshops }, 'How many people came to our workshops?', true);
    expect(a.interpretation).not.toContain('"cm"');
  });
});

describe('round twenty-two: a flag noun after describing words', () => {
  it('reads "Which artists are studio residents?" and "students who are paid-up members" over 0/1 flags', async () => {
    const artists = 'artist_id,first_name,last_name,is_resident\n1,Ann,Lee,1\n2,Bo,Ng,0\n3,Cy,Orr,1\n';
    expect(sorted(await askWith({ artists }, 'Which artists are studio residents?', true))).toEqual([
      '["Ann","Lee"]',
      '["Cy","Orr"]',
    ]);
    const students = 'student_id,student_name,is_member\n1,Di,1\n2,Ed,0\n3,Fay,0\n';
    expect(flat(await askWith({ students }, 'how many students are paid-up members', true))).toEqual([1]);
  });
});

describe('round twenty-two: a month is no year column', () => {
  it('reads "in July 2025" on the date of the rows referring to the boats, not `boats.build_yr`', async () => {
    const boats = 'boat_nbr,boat_nm,build_yr\n1,Kingfisher,2025\n2,Heron,1998\n';
    const hires = 'hire_nbr,boat_nbr,hire_start_dt\n1,2,2025-07-04\n2,1,2025-09-01\n3,2,2025-07-20\n';
    const a = await askWith({ boats, hires }, 'Which boats were out in July 2025?', true);
    expect(a.sql).toContain('"hire_start_dt"');
    expect(a.sql).not.toContain('"build_yr" >= \'2025-07-01\'');
    expect(flat(a)).toEqual(['Heron']);
  });
});

describe('round twenty-two: the column ranked by is joined; a year before a comma is no count', () => {
  it('runs "Rank the stylists by the total amount charged for their appointments in 2024, highest first."', async () => {
    const stylists = 'stylistId,firstName,lastName\n1,Ann,Lee\n2,Bo,Ng\n';
    const appointments =
      'appointmentId,stylistId,appointmentDate\n1,1,2024-02-01\n2,2,2024-03-01\n3,2,2023-05-01\n';
    const productSales = 'saleId,stylistId,quantity\n1,1,3\n2,2,5\n';
    const a = await askWith(
      { stylists, appointments, productSales },
      'Rank the stylists by the total amount charged for their appointments in 2024, highest first.',
      true,
    );
    expect(a.sql).not.toContain('LIMIT 2024');
    expect(a.rows.length).toBeGreaterThan(0);
  });
});

describe('round twenty-two: a flag named by its opposite', () => {
  it('reads "closed" over `is_open` and "failed" over `is_successful`', async () => {
    const walls = 'wall_code,title,is_open\nW1,Cave,true\nW2,Slab,false\nW3,Arch,true\n';
    expect(flat(await askWith({ walls }, 'Which walls are closed?', true))).toEqual(['Slab']);
    const firings = 'firing_id,kiln_name,is_successful\n1,Big,1\n2,Small,0\n3,Big,1\n';
    expect(flat(await askWith({ firings }, 'How many failed firings were there?', true))).toEqual([1]);
  });
});

describe('round twenty-two: rows extending another table are named there', () => {
  it('does not name entrepreneurs (one per person, `People_ID`) by `entrepreneur.Company`', async () => {
    const people = 'People_ID,Name,Height\n1,Ann Lee,1.7\n2,Bo Ng,1.8\n3,Cy Orr,1.6\n';
    const entrepreneur =
      'Entrepreneur_ID,People_ID,Company,Money_Requested\n1,1,Umbrolly,150000\n2,2,Grails,120000\n3,3,Le Beanock,54000\n';
    const a = await askWith(
      { people, entrepreneur },
      'Which entrepreneur has the highest money requested?',
      true,
    );
    expect(a.columns).not.toContain('Company');
  });
});

describe('round twenty-three: a count named after a table is no reference to it', () => {
  it('does not join `lesson_tbl.nbr_students` to the students', async () => {
    const student_tbl = 'student_id,first_name\n1,Ann\n2,Bo\n3,Cy\n4,Di\n5,Ed\n';
    const instructor_tbl = 'instructor_id,first_name,last_name\n1,Rory,Kemp\n2,Jo,Hart\n';
    const lesson_tbl = 'lesson_id,instructor_id,nbr_students\n1,1,2\n2,2,3\n3,2,2\n';
    const booking_tbl = 'booking_id,lesson_id,student_id\n1,1,1\n2,1,4\n3,2,3\n4,2,1\n5,2,5\n6,3,2\n';
    const a = await askWith(
      { student_tbl, instructor_tbl, lesson_tbl, booking_tbl },
      'Which students have booked a lesson with Rory Kemp?',
      true,
    );
    expect(a.sql).not.toContain('"nbr_students"');
    expect(sorted(a)).toEqual(['"Ann"', '"Di"']);
  });
});

describe('round twenty-three: a percentage of a column of fractions', () => {
  it('reads "a 15% discount" and "at least 10%" over `discount_rate` holding 0.15, 0.1', async () => {
    const customers =
      'customer_id,customer_name,town,discount_rate\n1,Ann,Kendal,0.15\n2,Bo,Kendal,0.05\n3,Cy,Penrith,0.1\n4,Di,Kendal,0\n';
    expect(flat(await askWith({ customers }, 'Which customers get a 15% discount?', true))).toEqual(['Ann']);
    expect(
      flat(await askWith({ customers }, 'Which Kendal customers get a discount of at least 10%?', true)),
    ).toEqual(['Ann']);
  });
});

describe('round twenty-three: a superlative opening a column name', () => {
  it('reads "a top speed above 105" over `van_top_speed_mph` as a comparison, "the top speed" as a ranking', async () => {
    const vans = 'van_id,registration,van_top_speed_mph\n1,PN19,90\n2,PN20,110\n3,PN21,120\n';
    const a = await askWith({ vans }, 'Which vans have a top speed above 105 mph?', true);
    expect(a.sql).not.toContain('LIMIT');
    expect(sorted(a)).toEqual(['"PN20"', '"PN21"']);
    expect(flat(await askWith({ vans }, 'Which van has the top speed?', true))).toEqual(['PN21']);
  });
});

describe('round twenty-three: words spelling an abbreviation by their initials', () => {
  it('reads "faster than 150 beats per minute" over `bpm`, "in miles per gallon" over `fuel_economy_mpg`', async () => {
    const tracks = 'track_id,title,bpm\n1,Wildflower,128\n2,Rush,160\n3,Drift,174\n';
    const a = await askWith({ tracks }, 'Which tracks are faster than 150 beats per minute?', true);
    expect(sorted(a)).toEqual(['"Drift"', '"Rush"']);
    const vans = 'van_id,registration,fuel_economy_mpg\n1,PN19,34\n2,PN20,36\n';
    const b = await askWith(
      { vans },
      'What is the average fuel economy of the van fleet in miles per gallon?',
      true,
    );
    expect(flat(b)).toEqual([35]);
  });
});

describe('round twenty-three: a word shortened with an apostrophe is no name', () => {
  it('reads "the longest track we\'ve recorded" without a title "we\'ve"', async () => {
    const tracks = 'track_id,title,duration_seconds\n1,Wildflower,210\n2,Rush,185\n';
    const a = await askWith({ tracks }, "How long is the longest track we've recorded, in seconds?", true);
    expect(a.sql).not.toContain("we''ve");
    expect(flat(a)).toEqual([210]);
  });
});

describe('round twenty-three: a period word inside a table name; adverbs before the table negated', () => {
  const flavours = 'flavour_id,flavour_name\n1,Vanilla\n2,Pistachio\n3,Mango\n';
  const shops = 'shop_id,shop_name\n1,Truro\n2,Falmouth\n';
  const daily_sales =
    'daily_sale_id,shop_id,flavour_id,sale_date,scoops_sold\n1,1,1,2025-07-01,5\n2,1,3,2025-07-02,4\n';
  it('reads "shops with no daily sales" over `daily_sales`, not grouped by day', async () => {
    const a = await askWith({ flavours, shops, daily_sales }, 'Which shops have no daily sales?', true);
    expect(flat(a)).toEqual(['Falmouth']);
  });
  it('reads "don\'t appear anywhere in the daily sales records"', async () => {
    const a = await askWith(
      { flavours, shops, daily_sales },
      "Which flavours don't appear anywhere in the daily sales records?",
      true,
    );
    expect(flat(a)).toEqual(['Pistachio']);
  });
});

describe('round twenty-three: dates kept as numbers, YYYYMMDD', () => {
  const tenants =
    'tenant_id,first_name,joined_yyyymmdd\n1,Ann,20221105\n2,Bo,20230214\n3,Cy,20230920\n4,Di,20240102\n5,Ed,20211230\n';
  it('compares, filters by year and groups by month over `joined_yyyymmdd`, showing it as kept', async () => {
    expect(sorted(await askWith({ tenants }, 'Which tenants joined before March 2023?', true))).toEqual([
      '"Ann"',
      '"Bo"',
      '"Ed"',
    ]);
    expect(flat(await askWith({ tenants }, 'How many tenants joined in 2023?', true))).toEqual([2]);
    const a = await askWith({ tenants }, 'When did Di join?', true);
    expect(flat(a)).toEqual([20240102]);
  });
});

describe('round twenty-three: the date a verb naming a table names', () => {
  it('reads "crops planted in April 2024" over `plantings.planted_date` beside `harvested_date`', async () => {
    const crops = 'crop_id,crop_name\n1,Tomatoes\n2,Beans\n3,Kale\n';
    const plantings =
      'planting_id,crop_id,planted_date,harvested_date\n1,1,2024-04-03,2024-08-01\n2,2,2024-05-03,2024-09-01\n3,3,2025-04-10,\n4,1,2023-04-01,2023-07-01\n';
    expect(
      flat(await askWith({ crops, plantings }, 'Which crops were planted in April 2024?', true)),
    ).toEqual(['Tomatoes']);
    expect(sorted(await askWith({ crops, plantings }, 'Which crops were planted in 2024?', true))).toEqual([
      '"Beans"',
      '"Tomatoes"',
    ]);
  });
});

describe('round twenty-three: a later sentence asks to show; ", and when?" after a ranking', () => {
  it('shows the dates asked for after "before 2022?", not taking them as what 2022 bounds', async () => {
    const Collection =
      'Collection_ID,Collection_Date,Amount_Paid\n1,2021-03-01,120\n2,2022-05-01,80\n3,2021-11-20,95\n';
    const a = await askWith(
      { Collection },
      'Which collections took place before 2022? Show their dates and the amounts paid.',
      true,
    );
    expect(a.columns).toEqual(['Collection_Date', 'Amount_Paid']);
    expect(a.rows.length).toBe(2);
  });
  it('shows the date ranked by for "Who placed the most recent order, and when?"', async () => {
    const cust_order = 'id,cust_name,order_dt\n1,Ann,2024-03-01\n2,Bo,2024-05-02\n3,Cy,2023-01-09\n';
    const a = await askWith({ cust_order }, 'Who placed the most recent order, and when?', true);
    expect(a.columns).toEqual(['cust_name', 'order_dt']);
    expect(a.rows[0]![0]).toBe('Bo');
  });
});

describe('round twenty-three: "the cheapest and the most expensive"', () => {
  it('asks for min() and max() of the price', async () => {
    const alteration_job = 'job_id,alteration_type,price\n1,Hem,12\n2,Hem,30\n3,Zip,45\n4,Hem,18\n';
    const a = await askWith(
      { alteration_job },
      "What were the cheapest and the most expensive hem jobs we've charged?",
      true,
    );
    expect(a.rows).toEqual([[12, 30]]);
  });
});

describe('round twenty-three: "dates" of a table whose date is named otherwise', () => {
  it('shows `held_on` for "the names and dates of the competitions"', async () => {
    const competitions =
      'competition_id,competition_name,venue,held_on\n1,Sky Cup,Weston Beach,2024-06-01\n2,Kite Jam,Brean,2024-07-01\n';
    const a = await askWith(
      { competitions },
      'Show the names and dates of the competitions held at Weston Beach.',
      true,
    );
    expect(a.columns).toEqual(['competition_name', 'held_on']);
  });
});

describe('round twenty-three: comparison words before a date; a capacity is no reference', () => {
  it('reads "hired since January 2020" over `hire_date`, not a guest\'s `member_since`', async () => {
    const therapist = 'therapist_id,full_name,hire_date\n1,Ann Lee,2019-05-01\n2,Bo Ng,2021-02-01\n';
    const guest = 'guest_id,first_name,member_since\n1,Cy,2022-01-01\n2,Di,2018-01-01\n';
    const booking = 'booking_id,guest_id,therapist_id\n1,1,1\n2,2,2\n3,1,2\n';
    const a = await askWith(
      { therapist, guest, booking },
      'Which therapists have we hired since January 2020?',
      true,
    );
    expect(a.sql).not.toContain('member_since');
    expect(flat(a)).toEqual(['Bo Ng']);
  });
  it('reads "after the start of 2024" as a date, not a `START_DATE` of other rows', async () => {
    const CLIENT = 'CLIENT_ID,FIRST_NAME,CREATED_DATE\n1,Ann,2023-05-01\n2,Bo,2024-03-01\n';
    const JOB = 'JOB_ID,CLIENT_ID,START_DATE\n1,1,2024-06-01\n2,2,2024-07-01\n';
    const a = await askWith({ CLIENT, JOB }, 'Which clients were added after the start of 2024?', true);
    expect(flat(a)).toEqual(['Bo']);
  });
  it('does not join `cls.max_stu` to the students', async () => {
    const stu = 'stu_id,fst_nm\n1,Ann\n2,Bo\n3,Cy\n4,Di\n5,Ed\n6,Fay\n';
    const cls = 'cls_id,cls_nm,max_stu,lead_instr_id\n1,Tap,3,1\n2,Jazz,4,2\n3,Ballet,3,2\n';
    const enrl = 'enrl_id,stu_id,cls_id\n1,1,1\n2,2,1\n3,5,2\n4,6,3\n5,1,2\n';
    const instr = 'instr_id,fst_nm,lst_nm\n1,Lucy,Chen\n2,Max,Roe\n';
    const a = await askWith(
      { stu, cls, enrl, instr },
      'How many different students are enrolled in classes led by Lucy Chen?',
      true,
    );
    expect(a.sql).not.toContain('"max_stu"');
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-three: counts kept as quantities; "pax"', () => {
  it('reads "total bays per state" over `bay_qty` and "passengers" over `pax_cnt`', async () => {
    const sites = 'site_id,site_nm,state_cd,bay_qty\n1,North,OH,4\n2,South,OH,6\n3,East,PA,3\n';
    expect(sorted(await askWith({ sites }, 'total bays per state', true))).toEqual(['["OH",10]', '["PA",3]']);
    const trip_log = 'trip_id,trip_stat,pax_cnt\n1,Completed,30\n2,Completed,20\n3,Cancelled,0\n';
    expect(
      flat(await askWith({ trip_log }, 'What is the average number of passengers on completed trips?', true)),
    ).toEqual([25]);
  });
});

describe('round twenty-three: a denied clause ending in a column some rows leave empty', () => {
  it('reads "have not been given a classification yet", "don\'t belong to any alliance"', async () => {
    const ARCHER =
      'ARCHER_ID,FIRST_NAME,SURNAME,CLASSIFICATION\n1,Ann,Lee,Bowman\n2,Bo,Ng,\n3,Cy,Orr,Archer\n';
    expect(
      sorted(await askWith({ ARCHER }, 'Which archers have not been given a classification yet?', true)),
    ).toEqual(['["Bo","Ng"]']);
    const partner_airlines =
      'airline_id,airline_full_name,airline_alliance_name\n1,Aer Lingus,\n2,British Airways,oneworld\n3,Jet2,\n';
    expect(
      sorted(await askWith({ partner_airlines }, "Partner airlines that don't belong to any alliance", true)),
    ).toEqual(['"Aer Lingus"', '"Jet2"']);
  });
});

describe('round twenty-three: a superlative before "by" and a measure; `stat` is a status', () => {
  it('ranks "our biggest supplying orchard by acreage" by the acreage, not a size of other rows', async () => {
    const orchards = 'pk_orchard,orchardName,acreage\n1,Hill Farm,12.5\n2,Vale End,30\n3,Brook,8\n';
    const tanks = 'tankId,tankName,capacityLitres\n1,T1,5000\n2,T2,8000\n';
    const bottlings = 'bottlingId,tankId,bottleSizeMl\n1,1,500\n2,2,750\n';
    const a = await askWith(
      { orchards, tanks, bottlings },
      'Which is our biggest supplying orchard by acreage?',
      true,
    );
    expect(flat(a)).toEqual(['Vale End']);
  });
  it('ranks "the three most valuable artworks by insurance value" by that value', async () => {
    const Artist = 'Artist_ID,Name,Birth_Year\n1,Ann,1850\n2,Bo,1870\n';
    const Museum = 'Museum_ID,Name,City,Founded_Year\n1,Tate,London,1897\n2,Orsay,Paris,1986\n';
    const Artwork =
      'Artwork_ID,Title,Artist_ID,Owner_Museum_ID,Year_Created,Height_cm,Insurance_Value\n1,Dawn,1,1,1880,50,500\n2,Dusk,2,2,1890,60,900\n3,Noon,1,2,1885,70,100\n4,Night,2,1,1895,80,700\n';
    const a = await askWith(
      { Artist, Museum, Artwork },
      'What are the three most valuable artworks by insurance value?',
      true,
    );
    expect(flat(a)).toEqual(['Dusk', 'Night', 'Dawn']);
  });
  it('groups "the number of trips for each trip status" by `trip_stat`', async () => {
    const trip_log = 'trip_id,trip_stat\n1,Completed\n2,Completed\n3,Cancelled\n';
    const a = await askWith({ trip_log }, 'Show the number of trips for each trip status.', true);
    expect(sorted(a)).toEqual(['["Cancelled",1]', '["Completed",2]']);
  });
});

describe('round twenty-three: "Who mentors X?"', () => {
  it('reads the verb of a reference to the own table as the row X refers to', async () => {
    const tuner = 'tunerId,fullName,mentorId\n1,Ann Lee,\n2,Marcus Obi,1\n3,Cy Orr,2\n';
    expect(flat(await askWith({ tuner }, 'Who mentors Marcus Obi?', true))).toEqual(['Ann Lee']);
  });
  it('keeps "the three oldest ports by opening year" the earliest', async () => {
    const port = 'Port_ID,Port_Name,Opened_Year\n1,Dover,1600\n2,Hull,1800\n3,Poole,1700\n4,Oban,1900\n';
    const a = await askWith({ port }, 'What are the names of the three oldest ports by opening year?', true);
    expect(flat(a)).toEqual(['Dover', 'Poole', 'Hull']);
  });
});

describe('round twenty-three: money received; the total column of the rows named after it', () => {
  it('sums the payments for "How much money did we receive in payments in 2025?"', async () => {
    const payments = 'pmt_nbr,pmt_dt,pmt_amt\n1,2025-02-01,100\n2,2025-11-03,250\n3,2024-12-01,80\n';
    const a = await askWith({ payments }, 'How much money did we receive in payments in 2025?', true);
    expect(flat(a)).toEqual([350]);
  });
  it('sums `tot_cost` for "the total cost of installations carried out in 2024"', async () => {
    const inst = 'inst_id,dt_inst,tot_cost\n1,2024-03-01,5000\n2,2024-06-01,7000\n3,2023-05-01,4000\n';
    const a = await askWith({ inst }, 'What was the total cost of installations carried out in 2024?', true);
    expect(flat(a)).toEqual([12000]);
  });
});

describe('round twenty-three: values named by a derived word or as a description', () => {
  it('reads "the cardiologists" over `spclty` holding "Cardiology"', async () => {
    const prescriber =
      'presc_id,presc_nm,spclty,yrs_exp\n1,Ann,Cardiology,10\n2,Bo,Oncology,4\n3,Cy,Cardiology,20\n';
    const a = await askWith(
      { prescriber },
      'What is the average years of experience of the cardiologists?',
      true,
    );
    expect(flat(a)).toEqual([15]);
  });
  it('reads "certified technicians" as `cert_lvl` = \'Certified\', not the column', async () => {
    const tech =
      'tech_id,first_nm,cert_lvl,hr_rate\n1,Ann,Certified,30\n2,Bo,Trainee,18\n3,Cy,Certified,28\n';
    const a = await askWith({ tech }, 'What is the average hourly rate of certified technicians?', true);
    expect(flat(a)).toEqual([29]);
  });
});

describe('round twenty-three: flags after a short verb, or in a compound before the rows', () => {
  it('reads "rentals came back damaged" and "the restricted-use chemicals"', async () => {
    const rntl = 'rntl_id,item_nm,dmg_flg\n1,Mask,true\n2,Fin,false\n3,Tank,true\n4,Suit,false\n';
    expect(flat(await askWith({ rntl }, 'how many rentals came back damaged', true))).toEqual([2]);
    const chem = 'chem_id,chem_nm,rstr\n1,Bifen,true\n2,Pyre,false\n3,Fipro,true\n';
    expect(sorted(await askWith({ chem }, 'Show me the restricted-use chemicals we carry.', true))).toEqual([
      '"Bifen"',
      '"Fipro"',
    ]);
  });
});

describe('round twenty-three: a listing "with the <related rows>"', () => {
  it('shows the artist\'s name for "List the sessions with the artist and the fee charged."', async () => {
    const artists = 'artist_id,artist_name\n1,Moss\n2,Fern\n';
    const sessions =
      'session_id,artist_id,session_date,session_fee\n1,1,2025-01-10,300\n2,2,2025-02-11,450\n';
    const a = await askWith(
      { artists, sessions },
      'List the sessions with the artist and the fee charged.',
      true,
    );
    expect(a.columns).toEqual(['artist_name', 'session_fee']);
    expect(sorted(a)).toEqual(['["Fern",450]', '["Moss",300]']);
  });
});

describe('round twenty-three: "carried out" is doing the rows', () => {
  it('reads "Which contractor has carried out the most repair jobs?"', async () => {
    const contractors = 'ctr_id,ctr_name\n1,Acme\n2,Bolt\n';
    const repair_works = 'rpr_id,rpr_ctr_id,rpr_cost\n1,1,100\n2,2,200\n3,2,50\n';
    const a = await askWith(
      { contractors, repair_works },
      'Which contractor has carried out the most repair jobs?',
      true,
    );
    expect(flat(a)).toEqual(['Bolt']);
  });
});

describe('round twenty-three: a unit symbol after a number names the column kept in it', () => {
  it('reads "harvested more than 30 kg" over `harvest_weight_kg`, not the date harvested', async () => {
    const tenants = 'tenant_id,first_name\n1,Ann\n2,Bo\n';
    const plantings =
      'planting_id,tenant_id,harvested_date,harvest_weight_kg\n1,1,2024-08-01,35\n2,2,2024-09-01,12\n3,2,2025-08-01,20\n';
    const a = await askWith({ tenants, plantings }, 'Which tenants have harvested more than 30 kg?', true);
    expect(a.sql).toContain('"harvest_weight_kg" > 30');
    expect(flat(a)).toEqual(['Ann']);
  });
  it('reads "more than 10 lb of soot from a flue over 30 feet" over `soot_weight_lb`, `flue_height_ft`', async () => {
    const jobs = 'job_id,flue_height_ft,soot_weight_lb\n1,35,12\n2,20,15\n3,40,8\n4,32,11\n';
    const inspections = 'inspection_id,job_id,checks_carried_out\n1,1,12\n2,2,9\n';
    const a = await askWith(
      { jobs, inspections },
      'How many jobs had more than 10 lb of soot from a flue over 30 feet?',
      true,
    );
    expect(a.sql).toContain('"soot_weight_lb" > 10');
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-three: "<verb> the most" where the verb sets a date of the referring rows', () => {
  it('counts the games for "Which opening has been played the most?"', async () => {
    const openings = 'id,name\n1,Sicilian\n2,French\n';
    const games = 'id,opening_id,played_on\n1,1,2024-01-01\n2,2,2024-01-02\n3,2,2024-01-03\n';
    const a = await askWith({ openings, games }, 'Which opening has been played the most?', true);
    expect(flat(a)).toEqual(['French']);
  });
});

describe('round twenty-three: a span ending in "per" names a column only whole', () => {
  it('reads "Number of visits per pool" as visits counted per pool, not `visits_per_month`', async () => {
    const pool = 'pool_id,pool_name\n1,Roman\n2,Spa\n';
    const visit = 'visit_id,pool_id\n1,1\n2,1\n3,2\n';
    const membership_plan = 'plan_id,plan_name,visits_per_month\n1,Gold,8\n2,Silver,4\n';
    const a = await askWith({ pool, visit, membership_plan }, 'Number of visits per pool', true);
    expect(sorted(a)).toEqual(['["Roman",2]', '["Spa",1]']);
  });
});

describe('round twenty-three: "…, <superlative> [noun] first" sorts the aggregate shown', () => {
  const Finds = 'Find_ID,Period,Depth_Cm\n1,Roman,40\n2,Roman,60\n3,Saxon,20\n4,Iron Age,90\n';
  it('orders "Average find depth for each period, deepest first" by the average', async () => {
    const a = await askWith({ Finds }, 'Average find depth for each period, deepest first', true);
    expect(flat(a)).toEqual([
      ['Iron Age', 90],
      ['Roman', 50],
      ['Saxon', 20],
    ]);
  });
  it('orders "Total repair spend per contractor, biggest spender first"', async () => {
    const contractors = 'ctr_id,ctr_name\n1,Acme\n2,Bolt\n3,Crane\n';
    const repair_works = 'rpr_id,rpr_ctr_id,rpr_cost\n1,1,100\n2,2,300\n3,3,50\n4,1,150\n';
    const a = await askWith(
      { contractors, repair_works },
      'Total repair spend per contractor, biggest spender first',
      true,
    );
    expect(a.rows.map((r) => r[0])).toEqual(['Bolt', 'Acme', 'Crane']);
  });
});

describe('round twenty-three: "by <column>, highest first, with …"', () => {
  it('sorts every technician by the rate, not one by a name', async () => {
    const tech = 'tech_id,first_nm,last_nm,hr_rate\n1,Ann,Lee,30\n2,Bo,Ng,18\n3,Cy,Orr,28\n';
    const a = await askWith(
      { tech },
      'List all technicians by hourly rate, highest first, with their first name, last name and rate.',
      true,
    );
    expect(a.rows).toEqual([
      ['Ann', 'Lee', 30],
      ['Cy', 'Orr', 28],
      ['Bo', 'Ng', 18],
    ]);
  });
});

describe('round twenty-three: the date of rows with several', () => {
  it('reads "hires per month in 2025" by `hire_start_dt`, not `booked_dt`', async () => {
    const hires =
      'hire_nbr,booked_dt,hire_start_dt,hire_amt\n1,2024-12-01,2025-01-10,100\n2,2025-01-05,2025-03-02,200\n3,2025-02-01,2025-03-20,150\n';
    const a = await askWith({ hires }, 'hires per month in 2025', true);
    expect(a.rows).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
});

describe('round twenty-three: furthest, nearest', () => {
  it('ranks "Which five customers live furthest from the depot?" by the distance', async () => {
    const customers =
      'customer_id,customer_name,distance_miles\n1,Ann,5\n2,Bo,40\n3,Cy,12\n4,Di,33\n5,Ed,8\n6,Fay,21\n7,Gil,2\n';
    const a = await askWith({ customers }, 'Which five customers live furthest from the depot?', true);
    expect(flat(a)).toEqual(['Bo', 'Di', 'Fay', 'Cy', 'Ed']);
    expect(flat(await askWith({ customers }, 'Which customer lives nearest?', true))).toEqual(['Gil']);
  });
});

describe("round twenty-three: a rate per period; no typo read into a phrase holding a table's name", () => {
  it('reads "cost more than 250 per night" over `Nightly_Rate`', async () => {
    const room = 'Room_ID,Room_Type,Nightly_Rate\n1,Single,120\n2,Suite,300\n3,Double,260\n';
    const a = await askWith({ room }, 'Which rooms cost more than 250 per night?', true);
    expect(a.sql).toContain('"Nightly_Rate" > 250');
    expect(a.rows.length).toBe(2);
  });
  it('reads "courses priced between £50 and £100", not a title "Course Place"', async () => {
    const courses = 'code,title,price_gbp\nC1,Intro,45\nC2,Lead,80\nC3,Rescue,120\n';
    const passes = 'code,title,course_code\nP1,Course Place,C1\nP2,Day Pass,C2\n';
    const a = await askWith({ courses, passes }, 'Show courses priced between £50 and £100', true);
    expect(flat(a)).toEqual(['Lead']);
  });
});

describe('round twenty-three: "<participle> by <kind in two words>" groups', () => {
  it('groups "the total amount paid by payment method"', async () => {
    const rent_payments = 'payment_id,amount,payment_method\n1,100,Cash\n2,50,Card\n3,25,Cash\n';
    const a = await askWith({ rent_payments }, 'What is the total amount paid by payment method?', true);
    expect(sorted(a)).toEqual(['["Card",50]', '["Cash",125]']);
  });
});

describe('round twenty-three: "five-star reviews"', () => {
  it('reads the number before "star" as the rows\' rating', async () => {
    const reviews = 'reviewId,rating,comment\n1,5,Great\n2,4,Good\n3,5,Lovely\n4,2,Meh\n';
    expect(flat(await askWith({ reviews }, 'How many five-star reviews have we received?', true))).toEqual([
      2,
    ]);
  });
});

describe('round twenty-three: "Which five <rows> … , and how far away are they?"', () => {
  it("shows the rows' names and the distance ranked by", async () => {
    const customers =
      'customer_id,customer_name,distance_miles\n1,Ann,5\n2,Bo,40\n3,Cy,12\n4,Di,33\n5,Ed,8\n6,Fay,21\n7,Gil,2\n';
    const a = await askWith(
      { customers },
      'Which five customers live furthest from the depot, and how far away are they in miles?',
      true,
    );
    expect(a.columns).toEqual(['customer_name', 'distance_miles']);
    expect(a.rows[0]).toEqual(['Bo', 40]);
  });
});

describe('round twenty-four: header and line tables keyed by `<thing>_no`', () => {
  const ticket_sale_header =
    'sale_no,sale_ts,channel,total_amount\n1,2024-01-05 10:00:00,Kiosk,12\n2,2024-02-07 11:00:00,Online,30\n3,2023-03-01 09:00:00,Kiosk,8\n';
  const ticket_sale_line = 'sale_no,line_no,qty,line_amount\n1,1,2,12\n2,1,1,10\n2,2,2,20\n3,1,1,8\n';
  it('reads "sales" as the header table (not a count held in `sale_no`)', async () => {
    const a = await askWith(
      { ticket_sale_header, ticket_sale_line },
      'How many sales were made in 2024?',
      true,
    );
    expect(flat(a)).toEqual([2]);
  });
  it("compares the sales' own totals, not their number", async () => {
    const a = await askWith(
      { ticket_sale_header, ticket_sale_line },
      'List the sale numbers and totals for sales worth more than £10.',
      true,
    );
    expect(sorted(a)).toEqual(['[1,12]', '[2,30]']);
  });
});

describe("round twenty-four: 'T'/'F' flags", () => {
  const drivers =
    'driver_id,driver_name,first_aid_ind,full_time_ind\n1,Ann,T,T\n2,Bo,F,T\n3,Cy,T,F\n4,Di,F,F\n';
  it("reads a column of only 'T' and 'F' as a yes/no flag", async () => {
    const a = await askWith({ drivers }, 'Which drivers are first-aid trained?', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Cy"']);
  });
  it("leaves a column of 'M' and 'F' alone (no flag)", async () => {
    const members = 'member_id,member_name,sex\n1,Ann,F\n2,Bo,M\n3,Cy,F\n';
    const a = await askWith({ members }, 'How many female members are there?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-four: "Which <column> do most of our <rows> …?"', () => {
  it('reads "most of our customers" as the most customers', async () => {
    const customers = 'customer_id,customer_name,county\n1,Ann,Kent\n2,Bo,Kent\n3,Cy,Essex\n';
    const orders = 'order_id,customer_id,amount\n1,3,5\n2,3,6\n3,3,7\n4,1,2\n';
    const a = await askWith({ customers, orders }, 'Which county do most of our customers come from?', true);
    expect(flat(a)).toEqual(['Kent']);
  });
});

describe('round twenty-four: warmest, hottest, coldest, coolest', () => {
  const shifts = 'shift_id,station,water_temp_c\n1,Deep End,21.5\n2,Shallows,18.0\n3,Slide,24.0\n';
  it('asks for max() and min() of "the warmest and coldest water temperatures"', async () => {
    const a = await askWith({ shifts }, 'What were the warmest and coldest water temperatures logged?', true);
    expect(flat(a)).toEqual([[24, 18]]);
  });
  it('ranks by the temperature "the warmest water" points at', async () => {
    const a = await askWith({ shifts }, 'Which station had the warmest water?', true);
    expect(flat(a)).toEqual(['Slide']);
  });
});

describe('round twenty-four: counts named by what they count; "percent" after a number', () => {
  const smiths = 'smith_id,smith_name,num_years_experience\n1,Ann,12\n2,Bo,3\n3,Cy,20\n';
  it('reads "years of experience" as `num_years_experience`, shown beside the names', async () => {
    const a = await askWith(
      { smiths },
      'List the smiths with their years of experience, most experienced first.',
      true,
    );
    expect(a.rows).toEqual([
      ['Cy', 20],
      ['Ann', 12],
      ['Bo', 3],
    ]);
  });
  it('reads "10 percent" as the number\'s unit, not a column to show', async () => {
    const customers = 'customer_id,customer_name,discount_pct\n1,Ann,5\n2,Bo,10\n3,Cy,15\n';
    const a = await askWith({ customers }, 'Which customers get a discount of at least 10 percent?', true);
    expect(sorted(a)).toEqual(['"Bo"', '"Cy"']);
  });
});

describe('round twenty-four: "each type of customer"', () => {
  it('groups by the column of the table named after "of", not the main rows\' own', async () => {
    const customers = 'customer_id,customer_name,customer_type\n1,Ann,Trade\n2,Bo,Private\n3,Cy,Trade\n';
    const commissions =
      'commission_id,customer_id,item_type\n1,1,Gate\n2,2,Gate\n3,3,Hook\n4,1,Hook\n5,2,Rail\n';
    const a = await askWith(
      { customers, commissions },
      'How many commissions has each type of customer placed?',
      true,
    );
    expect(sorted(a)).toEqual(['["Private",2]', '["Trade",3]']);
  });
});

describe('round twenty-four: "more than £40 an hour"', () => {
  it('compares the hourly rate, not a number of hours', async () => {
    const smiths =
      'smith_id,smith_name,amt_hourly_rate,max_weekly_hours\n1,Ann,45,30\n2,Bo,35,50\n3,Cy,60,20\n';
    const a = await askWith({ smiths }, 'Which smiths charge more than £40 an hour?', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Cy"']);
  });
});

describe('round twenty-four: flags named by their noun', () => {
  it('reads "organic batches" as `is_organic_certified`', async () => {
    const batches =
      'batch_id,batch_code,is_organic_certified,substrate_type\n1,B1,true,Straw\n2,B2,false,Straw\n3,B3,true,Oak\n';
    const a = await askWith({ batches }, 'How many organic batches were grown on straw?', true);
    expect(flat(a)).toEqual([1]);
  });
  it('reads "on the blacklist" as `is_blacklisted`', async () => {
    const customers = 'customer_id,first_name,is_blacklisted\n1,Ann,true\n2,Bo,false\n3,Cy,false\n';
    const a = await askWith({ customers }, 'Which customers are on the blacklist?', true);
    expect(flat(a)).toEqual(['Ann']);
  });
  it('leaves `has_shed` alone for "the site that has the most plots"', async () => {
    const plots =
      'plot_id,site_name,has_shed,condition\n1,North,true,poor\n2,North,false,poor\n3,South,true,good\n4,North,false,good\n';
    const a = await askWith({ plots }, 'Which site has the most plots in poor condition?', true);
    expect(flat(a)).toEqual(['North']);
  });
});

describe('round twenty-four: "surname" and "first name" over `family_name` and `given_name`', () => {
  const walker =
    'walker_id,honorific,given_name,family_name,country\n1,Ms,Ann,Lee,Germany\n2,Mr,Bo,Cole,United States\n3,Dr,Cy,Diaz,United States\n';
  it('shows the family and given names asked for, in order', async () => {
    const a = await askWith(
      { walker },
      'Which walkers are from the United States? Surname and first name please.',
      true,
    );
    expect(a.columns).toEqual(['family_name', 'given_name']);
    expect(a.rows.length).toBe(2);
  });
  it('shows the given names alone for "the first names" (no ranking by a first date)', async () => {
    const guide =
      'guide_id,given_name,family_name,hire_date,is_freelance\n1,Ann,Lee,2020-01-01,true\n2,Bo,Cole,2019-05-01,false\n3,Cy,Diaz,2021-03-01,true\n';
    const a = await askWith({ guide }, 'Give me the first names of all our freelance guides.', true);
    expect(a.columns).toEqual(['given_name']);
    expect(a.rows.length).toBe(2);
  });
});

describe('round twenty-four: times of day', () => {
  const appointments =
    'appointment_id,appointment_date,start_time,tip_amount\n1,2024-01-02,09:00:00,5\n2,2024-01-03,10:30:00,12\n3,2024-01-04,18:00:00,2\n4,2024-01-05,19:15:00,8\n';
  it('compares "before 10am" with the column of times, not a measure', async () => {
    const a = await askWith({ appointments }, 'How many appointments started before 10am?', true);
    expect(flat(a)).toEqual([1]);
  });
  it('reads "at 6pm or later" and "10 in the morning"', async () => {
    const late = await askWith({ appointments }, 'Which appointments start at 6pm or later?', true);
    expect(late.rows.length).toBe(2);
    const early = await askWith(
      { appointments },
      'How many appointments start after 10 in the morning?',
      true,
    );
    expect(flat(early)).toEqual([3]);
  });
});

describe('round twenty-four: "List the <rows> by <column>, <order>"', () => {
  const photographers = 'id,first_name,last_name,day_rate\n1,Ann,Lee,300\n2,Bo,Cole,450\n3,Cy,Diaz,200\n';
  it('orders by the column before "from highest to lowest" and shows it beside the names', async () => {
    const a = await askWith(
      { photographers },
      'List the photographers by day rate from highest to lowest.',
      true,
    );
    expect(a.columns).toEqual(['first_name', 'last_name', 'day_rate']);
    expect(a.rows.map((r) => r[2])).toEqual([450, 300, 200]);
  });
});

describe('round twenty-four: "before 2024" of rows with several dates', () => {
  it("compares the table's own date, not a measure whose values hold the year", async () => {
    const loans =
      'loan_id,ticket_number,loan_amount,monthly_interest_percent,loan_date,due_date,loan_status\n' +
      '1,PT-1,1500,10,2023-03-01,2023-06-01,Redeemed\n2,PT-2,1900,8,2024-02-01,2024-05-01,Active\n' +
      '3,PT-3,800,10,2023-11-20,2024-02-20,Forfeited\n';
    const a = await askWith({ loans }, 'How many loans were made before 2024?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-four: "<rows> with <column> and <column>"', () => {
  it('shows the two columns named after "with", no article needed', async () => {
    const kiln_firings =
      'firing_id,firing_date,notes,is_successful\n1,2024-01-02,Cracked shelf,0\n2,2024-01-09,Fine,1\n3,2024-02-01,Too hot,0\n';
    const a = await askWith({ kiln_firings }, 'list the failed firings with date and notes', true);
    expect(a.columns).toEqual(['firing_date', 'notes']);
    expect(a.rows.length).toBe(2);
  });
});

describe('round twenty-five: a number beside several columns', () => {
  it('goes with the column nearest it ("the classrooms grade 5 is using")', async () => {
    const list = 'LastName,FirstName,Grade,Classroom\nAa,Al,5,101\nBb,Bo,5,101\nCc,Cy,6,5\nDd,Di,4,5\n';
    const a = await askWith({ list }, 'Show me the classrooms grade 5 is using.', true);
    expect(flat(a)).toEqual([101, 101]);
  });

  it('is part of a column\'s name said around it ("their 100 meter scores")', async () => {
    const swimmer = 'ID,name,meter_100,meter_200\n1,Ann,57.2,2:01\n2,Bo,55.1,1:59\n3,Cy,56.4,2:03\n';
    const a = await askWith(
      { swimmer },
      'Find the names of all swimmers, sorted by their 100 meter scores in ascending order.',
      true,
    );
    expect(flat(a)).toEqual(['Bo', 'Cy', 'Ann']);
  });
});

describe('round twenty-five: a plain name beside a surname', () => {
  it('shows a person by `name_x` and `surname_x`, the plain name being the first name', async () => {
    const fencer =
      'id_fencer,name_fencer,surname_fencer,hand_fencer\n1,Amelia,Clarke,Left\n2,Tom,Reid,Right\n3,Amelia,Stone,Left\n';
    const a = await askWith({ fencer }, 'List all the left-handed fencers.', true);
    expect(a.columns).toEqual(['name_fencer', 'surname_fencer']);
    expect(sorted(a)).toEqual(
      sorted({
        ...a,
        rows: [
          ['Amelia', 'Clarke'],
          ['Amelia', 'Stone'],
        ],
      }),
    );
  });
});

describe('round twenty-five: columns named attribute first', () => {
  it('a table named before a measure is not its one column ending in its name ("the average entry fee")', async () => {
    const entry =
      'id_entry,id_competition,date_entry,placing_entry,paid_entry\n1,1,2024-01-02,3,true\n2,2,2024-02-03,1,false\n3,2,2024-02-03,7,true\n';
    const competition =
      'id_competition,name_competition,fee_competition,level_competition\n1,North Open,40,National\n2,Club Cup,10,Regional\n';
    const a = await askWith({ entry, competition }, "What's the average entry fee?", true);
    expect(a.sql).toContain('fee_competition');
    expect(a.sql).not.toContain('placing_entry');
  });
});

describe('round twenty-five: `_pk` and `_fk` keys', () => {
  it('joins `tickets.user_fk` to `users.user_pk`', async () => {
    const users =
      'user_pk,firstName,lastName,department\n1,Ann,Lee,Finance\n2,Bo,Ray,Sales\n3,Cy,Orr,Finance\n4,Di,Fox,Legal\n';
    const tickets =
      'ticket_pk,user_fk,subject\n1,1,Printer\n2,3,VPN\n3,2,Laptop\n4,1,Email\n5,2,Screen\n6,4,Phone\n7,3,Login\n';
    const a = await askWith({ users, tickets }, 'number of tickets per department', true);
    expect(sorted(a)).toEqual(
      sorted({
        ...a,
        rows: [
          ['Finance', 4],
          ['Sales', 2],
          ['Legal', 1],
        ],
      }),
    );
  });
});

describe('round twenty-five: "<rows> by <column>" said alone', () => {
  const tickets =
    'ticket_id,priority,opened_on\n1,High,2024-01-02\n2,Low,2024-03-04\n3,High,2024-05-06\n4,High,2023-07-08\n';
  it('counts the rows per value ("tickets by priority in 2024")', async () => {
    const a = await askWith({ tickets }, 'tickets by priority in 2024', true);
    expect(sorted(a)).toEqual(
      sorted({
        ...a,
        rows: [
          ['High', 2],
          ['Low', 1],
        ],
      }),
    );
  });

  it('counts rows said by a value of theirs ("laptops per manufacturer")', async () => {
    const assets =
      'asset_id,asset_type,manufacturer\n1,Laptop,Dell\n2,Laptop,Apple\n3,Desktop,Dell\n4,Laptop,Dell\n';
    const a = await askWith({ assets }, 'laptops per manufacturer', true);
    expect(sorted(a)).toEqual(
      sorted({
        ...a,
        rows: [
          ['Dell', 2],
          ['Apple', 1],
        ],
      }),
    );
  });
});

describe('round twenty-five: "how many <column> <number> <rows>"', () => {
  it('counts the rows whose column holds the number ("How many tier 1 technicians")', async () => {
    const technicians = 'tech_id,first_name,support_tier\n1,Ann,1\n2,Bo,2\n3,Cy,1\n4,Di,3\n5,Ed,1\n';
    const a = await askWith({ technicians }, 'How many tier 1 technicians are there?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round twenty-five: the kind of thing a name ends in', () => {
  const products =
    'product_id,product_name,price_gbp\n1,Navy Blazer,40\n2,Green Blazer,44\n3,Grey Trousers,20\n4,White Shirt,9\n' +
    '5,PE Shorts,8\n6,Book Bag,12\n7,Black Trousers,22\n8,Red Jumper,15\n';
  it('filters on a word in lower case that ends several names ("the average price of a blazer")', async () => {
    const a = await askWith({ products }, "What's the average price of a blazer?", true);
    expect(flat(a)).toEqual([42]);
  });

  it('not on a word most names hold, the kind of every row', async () => {
    const brewery = 'id,name\n1,Hop Lane Brewing\n2,Old Mill Brewing\n3,Crown Brewing\n4,Dale Ales\n';
    const beer = 'id,brewery_id,beer\n1,1,Pale\n2,1,Stout\n3,2,IPA\n4,3,Mild\n5,4,Bitter\n';
    const a = await askWith(
      { brewery, beer },
      'Show the name of each brewery and how many beers it brews.',
      true,
    );
    expect(a.rows.length).toBe(4);
  });
});

describe('round twenty-five: rows shown by their own reference', () => {
  it('shows `booking_ref` for bookings with a numeric key and no name', async () => {
    const bookings =
      'booking_id,booking_ref,total_price_gbp\n1,BK-1001,4200\n2,BK-1002,6100\n3,BK-1003,5300\n';
    const a = await askWith({ bookings }, 'Which is our most expensive booking?', true);
    expect(flat(a)).toEqual(['BK-1002']);
  });

  it('shows `invoice_number` of text for invoices', async () => {
    const invoices =
      'invoice_id,invoice_number,fee_gross_gbp\n1,INV-0101,1200\n2,INV-0102,900\n3,INV-0103,2400\n';
    const a = await askWith({ invoices }, 'Which invoice had the highest gross value?', true);
    expect(flat(a)).toEqual(['INV-0103']);
  });
});

describe('round twenty-five: "3+ bedrooms"', () => {
  it('reads a plus right after a number as "or more"', async () => {
    const properties = 'property_id,address_line,bedrooms\n1,1 High St,2\n2,4 Mill Rd,3\n3,9 Bay Ave,5\n';
    const a = await askWith({ properties }, 'Any properties with 3+ bedrooms?', true);
    expect(sorted(a)).toEqual(['2', '3']);
  });
});

describe('round twenty-five: "bookings that included children"', () => {
  it('a count of things named in the plural after the verb is more than none', async () => {
    const bookings = 'booking_id,booking_ref,adults,children\n1,B1,2,0\n2,B2,2,2\n3,B3,1,\n4,B4,2,1\n';
    const a = await askWith({ bookings }, 'how many bookings included children', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-five: people still here', () => {
  const staff =
    'staff_id,first_name,last_name,role,start_date,end_date\n1,Ann,Lee,Juicer,2022-01-03,\n2,Bo,Ray,Juicer,2021-05-01,2023-02-01\n' +
    '3,Cy,Orr,Supervisor,2023-04-01,\n4,Di,Fox,Juicer,2024-02-01,\n';
  it('"current juicers" have no end date', async () => {
    const a = await askWith({ staff }, 'who are our current juicers?', true);
    expect(sorted(a)).toEqual(
      sorted({
        ...a,
        rows: [
          ['Ann', 'Lee'],
          ['Di', 'Fox'],
        ],
      }),
    );
  });

  it('"still working here" has no end date', async () => {
    const a = await askWith({ staff }, 'Who started before 2023 and is still working here?', true);
    expect(sorted(a)).toEqual(sorted({ ...a, rows: [['Ann', 'Lee']] }));
  });
});

describe('round twenty-five: "how many loyalty customers", "had a discount applied"', () => {
  const customer =
    'customer_id,first_name,loyalty_points,postcode\n1,Ann,250,LE1\n2,Bo,90,LE2\n3,Cy,400,LE1\n';
  it('a word of a longer name before the rows says which rows, not what is counted', async () => {
    const a = await askWith({ customer }, 'How many loyalty customers have more than 200 points?', true);
    expect(flat(a)).toEqual([2]);
  });

  it('"had a <column> applied" is a column holding a value', async () => {
    const sale = 'sale_id,total,discount_pct\n1,10,\n2,12,10\n3,8,\n4,20,5\n5,9,0\n';
    const a = await askWith({ sale }, 'How many sales had a discount applied?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-five: "how many tickets have we sold"', () => {
  const ticket_sales_export =
    'order_ref,ticket_type,quantity,sale_date\nA1,VIP,2,2025-01-02\nA2,Day,4,2025-02-03\nA3,VIP,3,2024-03-04\nA4,VIP,1,2025-05-06\n';
  it("sums the rows' one quantity when they are sold", async () => {
    const a = await askWith({ ticket_sales_export }, 'how many tickets have we sold in total', true);
    expect(flat(a)).toEqual([10]);
  });

  it('with a value of theirs before them ("how many VIP tickets did we sell")', async () => {
    const a = await askWith({ ticket_sales_export }, 'How many VIP tickets did we sell in 2025?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round twenty-five: "enrolments per year"', () => {
  it('counts rows said by the date that makes them, per period', async () => {
    const learner_course =
      'id,learner_id,course_id,enrolled_on,fee_paid,status\n1,1,1,2023-01-05,40,completed\n2,2,1,2023-03-01,40,withdrawn\n' +
      '3,3,2,2024-02-02,55,completed\n4,1,2,2024-09-09,55,enrolled\n5,2,3,2024-10-10,30,completed\n';
    const learner = 'id,first_name\n1,Ann\n2,Bo\n3,Cy\n';
    const course = 'id,title\n1,Pottery\n2,Welsh\n3,Yoga\n';
    const a = await askWith({ learner_course, learner, course }, 'enrolments per year', true);
    expect(a.rows).toEqual([
      [2023, 2],
      [2024, 3],
    ]);
  });
});

describe('round twenty-five: "the total value of all the hires"', () => {
  it('sums the money named total beside other money, over rows a value of theirs may come before', async () => {
    const hires =
      'hire_id,hire_date,status,total_price,deposit_amount\n1,2024-01-02,Completed,200,50\n2,2024-02-03,Cancelled,150,50\n' +
      '3,2024-03-04,Completed,300,80\n';
    const a = await askWith({ hires }, "What's the total value of all the hires we've booked?", true);
    expect(flat(a)).toEqual([650]);
    const b = await askWith({ hires }, 'What was the total value of completed hires?', true);
    expect(flat(b)).toEqual([500]);
  });
});

describe('round twenty-five: "two ore more"', () => {
  it('reads "ore" between a number and "more" as "or"', async () => {
    const faculty = 'FacID,Lname\n1,Ames\n2,Bell\n3,Cole\n';
    const student = 'StuID,Lname,FacID\n10,Xu,1\n11,Yi,1\n12,Zo,2\n13,Wu,3\n14,Vo,3\n15,Ul,3\n';
    const a = await askWith(
      { faculty, student },
      'Which faculty members advise two ore more students? Give me their faculty ids.',
      true,
    );
    expect(sorted(a)).toEqual(['1', '3']);
  });
});

describe('round twenty-six: money and percentages kept as text', () => {
  const items =
    'item_id,description,category,price,discount_pct\n1,Oak chair,Furniture,£45.00,10%\n2,Pine table,Furniture,£120.00,25%\n' +
    '3,Teddy bear,Toys,£4.50,0%\n4,Lamp,Homeware,£9.00,50%\n5,Sofa,Furniture,"£1,250.00",5%\n';
  it('sums, compares and sorts the number in the text', async () => {
    const a = await askWith({ items }, 'What is the average price of furniture?', true);
    expect(flat(a)).toEqual([(45 + 120 + 1250) / 3]);
    const b = await askWith({ items }, 'Which items are priced at more than £50?', true);
    expect(sorted(b)).toEqual(['"Pine table"', '"Sofa"']);
    const c = await askWith({ items }, 'What is the most expensive item?', true);
    expect(flat(c)).toEqual(['Sofa']);
    const d = await askWith({ items }, 'Which items have been marked down by 25% or more?', true);
    expect(sorted(d)).toEqual(['"Lamp"', '"Pine table"']);
  });
});

describe('round twenty-six: "a discount of at least 10 percent"', () => {
  it('compares the percentage column named, and still shows the rows', async () => {
    const customers =
      'customer_id,customer_name,discount_pct,credit_limit\n1,Ames Ltd,5,100\n2,Bell & Co,10,50\n3,Cole plc,15,20\n';
    const a = await askWith({ customers }, 'Which customers get a discount of at least 10 percent?', true);
    expect(sorted(a)).toEqual(['"Bell & Co"', '"Cole plc"']);
  });
});

describe('round twenty-six: dates kept as text, day first', () => {
  const dogs =
    'dog_id,dog_name,date_of_birth\n1,Moss,14/05/2016\n2,Cap,03/09/2017\n3,Skye,12/11/2019\n4,Fly,01/02/2021\n';
  it('compares, sorts and takes the year of the date in the text', async () => {
    const a = await askWith({ dogs }, 'Which dogs were born before 2018?', true);
    expect(sorted(a)).toEqual(['"Cap"', '"Moss"']);
    const b = await askWith({ dogs }, 'Which dog is the youngest?', true);
    expect(flat(b)).toEqual(['Fly']);
    const c = await askWith({ dogs }, 'How many dogs were born in 2019?', true);
    expect(flat(c)).toEqual([1]);
    const d = await askWith({ dogs }, 'Which dogs were born after 1 June 2017?', true);
    expect(sorted(d)).toEqual(['"Cap"', '"Fly"', '"Skye"']);
  });
});

describe('round twenty-six: "pens that can hold at least three cats"', () => {
  it("compares the rows' capacity for the things named, not a count of related rows", async () => {
    const pen_list = 'pen_id,pen_name,max_cats,nightly_rate\n1,Ivy,3,20\n2,Oak,1,15\n3,Elm,2,18\n';
    const cat_records = 'cat_id,cat_name,owner\n1,Tom,A\n2,Tib,B\n3,Sox,C\n4,Kit,D\n';
    const stay_records =
      'stay_id,cat_id,pen_id,date_in\n1,1,2,2024-01-01\n2,2,2,2024-02-01\n3,3,2,2024-03-01\n4,4,3,2024-04-01\n';
    const a = await askWith(
      { pen_list, cat_records, stay_records },
      'Which pens can hold at least three cats?',
      true,
    );
    expect(flat(a)).toEqual(['Ivy']);
    // (Not without a verb of fitting: "pens that have had three or more cats" counts the cats' stays.)
    const b = await askWith(
      { pen_list, cat_records, stay_records },
      'Which pens have had three or more cats booked in?',
      true,
    );
    expect(flat(b)).toEqual(['Oak']);
  });
});

describe('round twenty-six: "paintballs" over `paintballs_used`', () => {
  it('reads a word run together as the schema name splits it', async () => {
    const games =
      'game_id,game_mode,paintballs_used,winning_team\n1,Capture the Flag,500,Red\n2,Capture the Flag,700,Blue\n' +
      '3,Last Man Standing,1200,Red\n';
    const a = await askWith(
      { games },
      "What's the largest number of paintballs fired in a single game?",
      true,
    );
    expect(flat(a)).toEqual([1200]);
    const b = await askWith({ games }, 'How many paintballs were used in each game mode?', true);
    expect(sorted(b)).toEqual(['["Capture the Flag",1200]', '["Last Man Standing",1200]']);
  });
});

describe('round twenty-six: "students trying out" over a `Tryout` table', () => {
  it('reads a verb and its particle as the one noun the schema writes', async () => {
    const College = 'cName,state,enr\nASU,AZ,18000\nLSU,LA,12000\nOU,OK,22000\nUCLA,CA,30000\n';
    const Player = 'pID,pName,yCard,HS\n1,Andrew,no,1200\n2,Blake,no,1600\n3,Charles,yes,300\n';
    const Tryout =
      'pID,cName,pPos,decision\n1,ASU,goalie,yes\n2,LSU,striker,no\n3,OU,mid,yes\n1,LSU,goalie,no\n';
    const a = await askWith(
      { College, Player, Tryout },
      'What are the different states that have students trying out?',
      true,
    );
    expect(sorted(a)).toEqual(['"AZ"', '"LA"', '"OK"']);
    const b = await askWith({ College, Player, Tryout }, 'How many players tried out for LSU?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('round twenty-six: "of each kind"', () => {
  it('reads "kind" alone as the type a column names', async () => {
    const training_exercises =
      'exercise_id,exercise_date,exercise_type,assessment_result\n1,2024-01-02,capsize_drill,passed\n' +
      '2,2024-02-03,tow_exercise,failed\n3,2024-03-04,capsize_drill,passed\n';
    const b = await askWith(
      { training_exercises },
      'How many training exercises of each kind have we run?',
      true,
    );
    expect(sorted(b)).toEqual(['["capsize_drill",2]', '["tow_exercise",1]']);
  });
});

describe('round twenty-six: "Which volunteers have found silver?" over `Is_Volunteer`', () => {
  it('reads a yes/no column said in the plural as the rows asked for', async () => {
    const Team_Members =
      'Member_ID,First_Name,Last_Name,Is_Volunteer\n1,Alan,Pike,true\n2,Susan,Marlow,false\n3,Colin,Ridley,true\n';
    const Finds =
      'Find_ID,Found_By,Material,Object_Type\n10,1,Silver,coin\n11,2,Silver,ring\n12,3,Bronze,pin\n13,1,Silver,brooch\n';
    const Dig_Seasons = 'Season_ID,Season_Year,Volunteer_Count\n1,2022,14\n2,2023,6\n';
    const a = await askWith(
      { Team_Members, Finds, Dig_Seasons },
      'Which volunteers have found silver objects?',
      true,
    );
    expect(a.rows).toEqual([['Alan', 'Pike']]);
    const b = await askWith({ Team_Members, Finds, Dig_Seasons }, 'List the volunteers.', true);
    expect(sorted(b)).toEqual(['["Alan","Pike"]', '["Colin","Ridley"]']);
  });
});

describe('round twenty-six: "Which concerts were free to attend?"', () => {
  it('reads "free" as the rows\' price being 0', async () => {
    const concerts =
      'concert_id,title,concert_date,ticket_price,capacity\n1,Bandstand,2024-07-14,0,300\n2,Christmas Concert,2024-12-20,12.5,200\n' +
      '3,Spring Gala,2024-04-02,8,0\n';
    const a = await askWith(
      { concerts },
      'Which concerts were free to attend? Give the title and date.',
      true,
    );
    expect(a.rows).toEqual([['Bandstand', '2024-07-14']]);
    const trips =
      'trip_id,start_time,fare,duration_minutes\n1,2024-01-01 08:00:00,0,12\n2,2024-01-01 09:00:00,2.5,30\n';
    const b = await askWith({ trips }, 'How many trips were free of charge?', true);
    expect(flat(b)).toEqual([1]);
  });
});

describe('round twenty-six: a data vault', () => {
  it('reads the stations as the satellite that names them, the trips as the link', async () => {
    const hub_station = 'station_hk,station_code\na1f3,STN-001\nb2e4,STN-002\nc3d5,STN-003\n';
    const sat_station_details =
      'station_hk,station_name,district,capacity,load_date\na1f3,Harbourside,Central,30,2023-01-01\n' +
      'b2e4,Clifton Triangle,Clifton,20,2023-02-01\nc3d5,Whiteladies Road,Clifton,15,2023-03-01\n';
    const hub_rider = 'rider_hk,rider_code\nr1,R1001\nr2,R1002\n';
    const sat_rider_details =
      'rider_hk,first_name,last_name,home_district\nr1,Harry,Patel,Easton\nr2,Lily,King,Clifton\n';
    const link_trip =
      'trip_hk,rider_hk,start_station_hk,fare\nt1,r1,a1f3,1.5\nt2,r1,b2e4,0\nt3,r2,a1f3,2\nt4,r1,a1f3,1\n';
    const tables = { hub_station, sat_station_details, hub_rider, sat_rider_details, link_trip };
    const a = await askWith(tables, 'Which stations are in the Clifton district?', true);
    expect(sorted(a)).toEqual(['"Clifton Triangle"', '"Whiteladies Road"']);
    const b = await askWith(tables, 'Which rider has taken the most trips?', true);
    expect(a.sql).not.toContain('link_trip');
    expect(b.rows).toEqual([['Harry', 'Patel']]);
  });
});

describe('round twenty-six: lengths of time kept as text', () => {
  const runs =
    'run_id,dog_name,run_time,points\n1,Moss,8:15,94\n2,Gyp,14:30,61\n3,Cap,10:05,71\n4,Bess,4:40,80\n5,Fly,4:05,77\n';
  it('adds up and compares minutes and seconds as seconds', async () => {
    const a = await askWith({ runs }, 'What was the average run time?', true);
    expect(flat(a)).toEqual([(495 + 870 + 605 + 280 + 245) / 5]);
    // (The fastest is shown as written.)
    const d = await askWith({ runs }, 'What was the fastest run time ever recorded?', true);
    expect(flat(d)).toEqual(['4:05']);
    const b = await askWith(
      { runs },
      'Which runs were timed at under 9 minutes? Show the dog name and the points.',
      true,
    );
    expect(sorted(b)).toEqual(['["Bess",80]', '["Fly",77]', '["Moss",94]']);
    const c = await askWith({ runs }, 'How many runs have 4 minute run time?', true);
    expect(flat(c)).toEqual([2]);
  });
});

describe('round twenty-six: "on a monthly membership"', () => {
  it("reads a period's adverb the column named after it holds as that value, not a grouping", async () => {
    const riders =
      'rider_id,first_name,last_name,membership_type,load_date\n1,Poppy,Green,Monthly,2023-01-04\n' +
      '2,Harry,Patel,Annual,2023-02-05\n3,Lily,King,Monthly,2023-02-06\n4,Theo,Cole,Pay as you go,2023-03-01\n';
    const a = await askWith({ riders }, 'How many riders are on a monthly membership?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-seven: a table named by a verb and its preposition', () => {
  const volunteers = 'volunteer_id,name\n1,Ada\n2,Ben\n3,Cleo\n4,Dev\n';
  const projects = 'project_id,title,hours\n10,A Matter of Time,120\n11,Grey Matter,80\n12,Time Out,40\n';
  const assigned_to = 'volunteer_id,project_id\n1,10\n2,11\n2,12\n3,10\n';
  const tables = { volunteers, projects, assigned_to };
  it('reads "never been assigned to a project" as no row of the table the verb names', async () => {
    const a = await askWith(tables, 'Which volunteers have never been assigned to a project?', true);
    expect(flat(a)).toEqual(['Dev']);
    const b = await askWith(tables, 'Which volunteers have not been assigned to any project?', true);
    expect(flat(b)).toEqual(['Dev']);
  });
  it('finds a title named without its leading article', async () => {
    const a = await askWith(tables, 'Which volunteers are not working on Matter of Time?', true);
    expect(sorted(a)).toEqual(['"Ben"', '"Dev"']);
  });
});

describe('round twenty-seven: "never been a member of a club"', () => {
  it('reads the table after "of" as the one the membership is of', async () => {
    const student = 'stu_id,lname\n1,Kim\n2,Lee\n3,Park\n';
    const club = 'club_id,club_name\n1,Chess\n2,Rowing\n';
    const member_of_club = 'stu_id,club_id,position\n1,1,President\n1,2,Member\n3,2,Member\n';
    const a = await askWith(
      { student, club, member_of_club },
      'Which students have never been a member of a club?',
      true,
    );
    expect(flat(a)).toEqual(['Lee']);
  });
});

describe('round twenty-seven: rows named with the verb saying they happened', () => {
  it('reads "the problems reported by …" as the problems, not the date they were reported', async () => {
    const problems =
      'problem_id,reported_by_staff_id,date_problem_reported\n1,7,2024-01-03\n2,8,2024-02-01\n3,7,2024-03-09\n';
    const staff = 'staff_id,staff_first_name,staff_last_name\n7,Rylan,Homenick\n8,Mara,Olsen\n';
    const a = await askWith(
      { problems, staff },
      'Find the ids of the problems reported by the staff Rylan Homenick.',
      true,
    );
    expect(a.columns).toEqual(['problem_id']);
    expect(sorted(a)).toEqual(['1', '3']);
  });
});

describe('round twenty-seven: the period of the rows summed', () => {
  it('filters a year range on the rows added up, not on a date of the rows they belong to', async () => {
    const player = 'player_id,name_first,name_last,debut\np1,Len,Barker,1976-09-14\np2,Tom,Hall,1984-04-02\n';
    const salary = 'year,player_id,salary\n1984,p1,100\n1985,p1,200\n1988,p1,300\n1991,p1,400\n1985,p2,50\n';
    const a = await askWith(
      { player, salary },
      'Compute the total salary that the player with first name Len and last name Barker received between 1985 and 1990.',
      true,
    );
    expect(flat(a)).toEqual([500]);
    const b = await askWith({ player, salary }, 'What was the total salary of players in 1985?', true);
    expect(flat(b)).toEqual([250]);
  });
});

describe('round twenty-seven: rows counted through a linking table', () => {
  const playlists = 'id,name\n1,Focus\n2,Party\n3,Sleep\n';
  const tracks = 'id,name\n1,Alpha\n2,Beta\n3,Gamma\n4,Delta\n';
  const playlist_tracks = 'playlist_id,track_id\n1,1\n1,2\n1,3\n2,1\n2,4\n3,2\n';
  const tables = { playlists, tracks, playlist_tracks };
  it('counts the links themselves, without joining the rows they point to', async () => {
    const a = await askWith(tables, 'What are the names of all playlists that have more than 1 track?', true);
    expect(sorted(a)).toEqual(['"Focus"', '"Party"']);
    expect(a.sql).not.toMatch(/JOIN "tracks"/);
    const b = await askWith(tables, 'How many tracks does each playlist have?', true);
    expect(sorted(b)).toEqual(['["Focus",3]', '["Party",2]', '["Sleep",1]']);
    expect(b.sql).not.toMatch(/"tracks"/);
  });
});

describe('round twenty-seven: measures said with their words', () => {
  const phones =
    'phone_id,model,company_name,rom_mib\n1,A1,Nokia,64\n2,A2,Nokia,128\n3,B1,Sony,256\n4,B2,Sony,512\n';
  it('takes "on average, how much" as the average only', async () => {
    const a = await askWith({ phones }, 'On average, how much ROM do phones from Nokia have?', true);
    expect(flat(a)).toEqual([96]);
    const b = await askWith({ phones }, 'How much ROM do phones from Sony have in total?', true);
    expect(flat(b)).toEqual([768]);
  });
  it('reads the unit after a number as part of the comparison, not a column to show', async () => {
    const catalog =
      'entry_id,entry_name,capacity,price_in_dollars,price_in_euros\n1,Cola,330,750,690\n2,Lemo,500,640,590\n';
    const a = await askWith(
      { catalog },
      'Give me the entry names and capacities of catalog entries priced above 700 dollars.',
      true,
    );
    expect(a.columns).toEqual(['entry_name', 'capacity']);
    expect(a.rows).toEqual([['Cola', 330]]);
  });
});

describe('round twenty-seven: numbers each row holds', () => {
  const building =
    'building_id,name,street_address,floors\n1,Tower A,1 High St,30\n2,Block B,2 Low Rd,4\n3,Hall C,3 Mid Ln,12\n';
  it("lists every row's own columns without grouping them", async () => {
    const a = await askWith(
      { building },
      "List every building's name, street address, and number of floors, sorted by floors.",
      true,
    );
    expect(flat(a)).toEqual([
      ['Block B', '2 Low Rd', 4],
      ['Hall C', '3 Mid Ln', 12],
      ['Tower A', '1 High St', 30],
    ]);
  });
  it('answers "how many floors does each building have" with each row\'s own number', async () => {
    const a = await askWith({ building }, 'How many floors does each building have?', true);
    expect(sorted(a)).toEqual(['["Block B",4]', '["Hall C",12]', '["Tower A",30]']);
    const b = await askWith({ building }, 'How many floors do the buildings have in total?', true);
    expect(flat(b)).toEqual([46]);
  });
  it('sorts "from the lowest level up" without keeping only the lowest', async () => {
    const member = 'member_id,name,level\n1,Ann,3\n2,Bob,1\n3,Cat,2\n';
    const a = await askWith({ member }, 'List member names sorted from the lowest level up', true);
    expect(flat(a)).toEqual(['Bob', 'Cat', 'Ann']);
  });
});

describe('round twenty-seven: sorting said in words', () => {
  const companies =
    'id,name,industry\n1,Acme,Retail\n2,Bolt,Energy\n3,Core,Retail\n4,Dyno,Energy\n5,Echo,Retail\n6,Flux,Media\n';
  it('orders by "how many" rows each group has without showing the count', async () => {
    const a = await askWith(
      { companies },
      'List the industries ordered by how many companies each has, from most to fewest.',
      true,
    );
    expect(a.rows).toEqual([['Retail'], ['Energy'], ['Media']]);
    const b = await askWith(
      { companies },
      'List the industries ordered by how many companies use each, most first.',
      true,
    );
    expect(b.rows).toEqual([['Retail'], ['Energy'], ['Media']]);
  });
  it('sorts "from the most recent … to the oldest" and "from the earliest" over every row', async () => {
    const matches =
      'match_id,venue,match_date\n1,Riverside,2021-05-01\n2,Hillside,2023-02-11\n3,Seaside,2022-08-30\n';
    const a = await askWith(
      { matches },
      'Show every match venue ordered from the most recent match date to the oldest.',
      true,
    );
    expect(flat(a)).toEqual(['Hillside', 'Seaside', 'Riverside']);
    const club = 'club_id,name,start_year\n1,Rovers,1990\n2,United,1885\n3,Athletic,1921\n';
    const b = await askWith({ club }, "Show every club's name, sorted from the earliest start year.", true);
    expect(flat(b)).toEqual(['United', 'Athletic', 'Rovers']);
  });
});

describe('round twenty-seven: superlatives said after the column', () => {
  it('ranks by a column "whose … is lowest"', async () => {
    const city = 'city_id,city,gdp\n1,Alton,120.5\n2,Brent,88.1\n3,Corby,301.2\n';
    const a = await askWith({ city }, 'Show the city whose GDP is lowest.', true);
    expect(flat(a)).toEqual(['Brent']);
    const b = await askWith({ city }, 'Which city is the one whose GDP is the highest?', true);
    expect(flat(b)).toEqual(['Corby']);
  });
  it('reads "used the most" as the most common value', async () => {
    const customers =
      'customer_id,customer_name,payment_method\n1,Ann,Card\n2,Bob,Cash\n3,Cat,Card\n4,Dan,Cheque\n5,Eve,Card\n6,Fay,Cash\n';
    const a = await askWith({ customers }, 'Which payment method is used the most?', true);
    expect(flat(a)).toEqual(['Card']);
    const b = await askWith({ customers }, 'What is the most used payment method?', true);
    expect(flat(b)).toEqual(['Card']);
  });
});

describe('round twenty-seven: a verb after the subject the data names', () => {
  it('reads "did the city Taizhou host" as the relationship, not the reference column to show', async () => {
    const city = 'city_id,city,gdp\n1,Taizhou,120\n2,Nanjing,300\n';
    const hosting_city = 'year,match_id,host_city\n2008,1,1\n2010,2,1\n2012,3,2\n';
    const a = await askWith({ city, hosting_city }, 'Which years did the city "Taizhou" host?', true);
    expect(a.columns).toEqual(['year']);
    expect(sorted(a)).toEqual(['2008', '2010']);
  });
});

describe('round twenty-seven: numbers beside related rows', () => {
  it('compares "younger than 20" on the age, though related rows follow', async () => {
    const student = 'stu_id,lname,age\n1,Kim,18\n2,Lee,22\n3,Park,19\n4,Cho,17\n';
    const activity = 'act_id,activity_name\n1,Chess\n2,Rowing\n';
    const participates_in = 'stu_id,act_id\n1,1\n2,1\n3,2\n';
    const a = await askWith(
      { student, activity, participates_in },
      'Which student ids belong to students younger than 20 who take part in at least one activity?',
      true,
    );
    expect(sorted(a)).toEqual(['1', '3']);
  });
  it('reads "at least one Reggae track" as there being one, not a bound on a measure', async () => {
    const album = 'album_id,title\n1,Roots\n2,Mixed Bag\n3,Loud\n';
    const genre = 'genre_id,name\n1,Reggae\n2,Rock\n';
    const track =
      'track_id,album_id,genre_id,unit_price\n1,1,1,0.99\n2,2,1,0.99\n3,2,2,0.99\n4,3,2,1.99\n5,1,1,0.99\n';
    const a = await askWith(
      { album, genre, track },
      'List album titles that contain at least one Reggae track and at least one Rock track.',
      true,
    );
    expect(flat(a)).toEqual(['Mixed Bag']);
  });
  it('combines "every customer and every staff member" as one list', async () => {
    const customers = 'customer_id,customer_name,phone_number\n1,Ann,555-1\n2,Bob,555-2\n';
    const staff = 'staff_id,staff_name,phone_number\n1,Cat,555-3\n';
    const a = await askWith(
      { customers, staff },
      'List the phone numbers of every customer and every staff member.',
      true,
    );
    expect(sorted(a)).toEqual(['"555-1"', '"555-2"', '"555-3"']);
  });
});

describe('round twenty-seven: "when did … start and end?"', () => {
  it('shows both times the two verbs name', async () => {
    const incidents =
      'incident_id,incident_type_code,date_incident_start,date_incident_end\n1,NOISE,2024-01-02,2024-01-03\n' +
      '2,VIOLENCE,2024-02-01,2024-02-02\n';
    const a = await askWith(
      { incidents },
      'When did the incidents with type code "NOISE" start and end?',
      true,
    );
    expect(a.columns).toEqual(['date_incident_start', 'date_incident_end']);
    expect(a.rows).toHaveLength(1);
  });
});

describe('round twenty-seven: verbs said of the rows', () => {
  const wine =
    'no,name,year,price,appelation\n1,Alpha,2001,40,Napa\n2,Beta,2008,90,Sonoma\n3,Gamma,2012,35,Napa\n4,Delta,2003,120,Sonoma\n';
  const appellations = 'no,appelation,area\n1,Napa,North Coast\n2,Sonoma,Central Coast\n';
  it('counts "the products priced above …" rather than adding up their prices', async () => {
    const products = 'product_id,product_name,product_price\n1,Tea,4\n2,Mug,9\n3,Pot,20\n';
    const a = await askWith({ products }, 'Count the products priced above the average price.', true);
    expect(flat(a)).toEqual([1]);
  });
  it('reads a year after "made before" as the year, whatever follows it', async () => {
    const a = await askWith({ wine, appellations }, 'What do the wines made before 2010 cost?', true);
    expect(sorted(a)).toEqual(['120', '40', '90']);
    const b = await askWith(
      { wine, appellations },
      'Find the maximum price of wines made before 2005 whose appellation is in the Central Coast area.',
      true,
    );
    expect(flat(b)).toEqual([120]);
  });
  it('shows the column a question opens by asking for, though a pattern is matched in it', async () => {
    const country =
      'country_id,country_name,official_native_language\n1,Ireland,Irish English\n2,France,French\n';
    const a = await askWith(
      { country },
      'Which official native languages include the string "English"?',
      true,
    );
    expect(flat(a)).toEqual(['Irish English']);
  });
});

describe('round twenty-seven: more ways of saying a condition', () => {
  it('reads "isn\'t" as "is not"', async () => {
    const actor = 'actor_id,name,age\n1,Ann,20\n2,Bob,31\n3,Cat,20\n';
    const a = await askWith({ actor }, "List the names of actors whose age isn't 20.", true);
    expect(flat(a)).toEqual(['Bob']);
  });
  it('limits "which 5 … have the top …" to five rows ranked by it', async () => {
    const student =
      'stu_num,stu_fname,stu_gpa\n1,Ann,3.9\n2,Bob,2.1\n3,Cat,3.5\n4,Dan,3.7\n5,Eve,2.9\n6,Fay,3.1\n7,Gus,1.9\n';
    const a = await askWith({ student }, 'Which 5 students have the top GPAs? Show their first names.', true);
    expect(flat(a)).toEqual(['Ann', 'Dan', 'Cat', 'Fay', 'Eve']);
  });
  it('reads "1-credit courses" as the courses whose credits are 1', async () => {
    const course = 'course_id,cname,credits\n1,Logic,1\n2,Algebra,3\n3,Drawing,1\n';
    const a = await askWith({ course }, 'Give me the names of all 1-credit courses.', true);
    expect(sorted(a)).toEqual(['"Drawing"', '"Logic"']);
  });
  it('counts rows after a verb between them and their groups ("locations hosting at least 2 performances")', async () => {
    const performance =
      'performance_id,location,host,attendance\n1,Arena,Club A,100\n2,Arena,Club B,80\n3,Hall,Club A,50\n';
    const a = await askWith({ performance }, 'List locations hosting at least 2 performances.', true);
    expect(flat(a)).toEqual(['Arena']);
  });
});

describe('round twenty-seven: lengths of time in milliseconds', () => {
  const genre = 'genre_id,name\n1,Rock\n2,Jazz\n';
  const track =
    'track_id,name,genre_id,milliseconds\n1,A,1,200000\n2,B,1,400000\n3,C,2,500000\n4,D,2,600000\n5,E,1,100000\n';
  it('compares minutes with a column kept in milliseconds', async () => {
    const a = await askWith({ genre, track }, 'How many tracks are longer than 5 minutes?', true);
    expect(flat(a)).toEqual([3]);
  });
  it('reads "track length" and "duration" as the column of how long', async () => {
    const a = await askWith({ genre, track }, 'Which genre has the highest average track length?', true);
    expect(flat(a)).toEqual(['Jazz']);
    const b = await askWith({ genre, track }, 'What is the average duration of tracks?', true);
    expect(flat(b)).toEqual([360000]);
  });
});

describe('round twenty-seven: negations in other words', () => {
  it('reads "not involved in a single activity" as in none', async () => {
    const student = 'stu_id,lname\n1,Kim\n2,Lee\n3,Park\n';
    const activity = 'act_id,activity_name\n1,Chess\n2,Rowing\n';
    const participates_in = 'stu_id,act_id\n1,1\n3,2\n';
    const a = await askWith(
      { student, activity, participates_in },
      'Find the ids of students that are not involved in a single activity.',
      true,
    );
    expect(flat(a)).toEqual([2]);
  });
  it('reads "unused by products" as not used by any', async () => {
    const characteristics = 'characteristic_id,characteristic_name\n1,hot\n2,sweet\n3,fast\n';
    const products = 'product_id,product_name\n1,chilli\n2,cake\n';
    const product_characteristics = 'product_id,characteristic_id\n1,1\n2,2\n';
    const a = await askWith(
      { characteristics, products, product_characteristics },
      'Show the name of every characteristic unused by products.',
      true,
    );
    expect(flat(a)).toEqual(['fast']);
  });
});

describe('round twenty-seven: a count after a clause verb', () => {
  it('reads "who only took one course" as exactly one related row', async () => {
    const student = 'stu_num,stu_fname\n1,Ann\n2,Bob\n3,Cat\n';
    const course = 'crs_code,crs_title\nC1,Logic\nC2,Art\n';
    const enroll = 'enroll_id,stu_num,crs_code\n1,1,C1\n2,2,C1\n3,2,C2\n4,3,C2\n';
    const a = await askWith(
      { student, course, enroll },
      'What are the first names of students who only took one course?',
      true,
    );
    expect(sorted(a)).toEqual(['"Ann"', '"Cat"']);
  });
});

describe('round twenty-seven: a verb right after the rows', () => {
  it('reads "Which suppliers supply red jeans?" as the suppliers, not the date they supplied from', async () => {
    const suppliers = 'supplier_id,supplier_name\n1,Acme\n2,Bolt\n';
    const products = 'product_id,product_name\n1,red jeans\n2,blue top\n';
    const product_suppliers =
      'product_id,supplier_id,date_supplied_from,date_supplied_to\n1,1,2020-01-01,2021-01-01\n2,2,2020-02-01,2021-02-01\n';
    const a = await askWith(
      { suppliers, products, product_suppliers },
      'Which suppliers supply red jeans?',
      true,
    );
    expect(flat(a)).toEqual(['Acme']);
  });
});

describe('round twenty-seven: sort keys said in words', () => {
  const products = 'code,name,price\n1,Mouse,180\n2,Cable,200\n3,Adapter,180\n4,Fan,90\n';
  it('reads a second key after "and then by" or ", then"', async () => {
    const a = await askWith(
      { products },
      'List the names and prices of products costing at least 180, ordered by price from high to low and then by name alphabetically.',
      true,
    );
    expect(a.rows).toEqual([
      ['Cable', 200],
      ['Adapter', 180],
      ['Mouse', 180],
    ]);
    const b = await askWith(
      { products },
      'Show me the name and price of every product priced 180 or more, sorted by price descending, then name ascending.',
      true,
    );
    expect(b.rows).toEqual(a.rows);
  });
  it('sorts "by order date" on the date and "from oldest actor to youngest" oldest first', async () => {
    const orders =
      'order_id,customer_id,order_status_code,order_date\n1,5,Cancelled,2024-03-01\n2,6,Cancelled,2024-01-01\n';
    const a = await askWith(
      { orders },
      'List the order id and customer id of every Cancelled order, ordered by order date.',
      true,
    );
    expect(a.rows).toEqual([
      [2, 6],
      [1, 5],
    ]);
    const actor = 'actor_id,name,character,age\n1,Ann,Witch,30\n2,Bob,King,60\n3,Cat,Fool,45\n';
    const b = await askWith(
      { actor },
      'List the characters played by actors, sorted from oldest actor to youngest.',
      true,
    );
    expect(flat(b)).toEqual(['King', 'Fool', 'Witch']);
  });
});

describe('round twenty-seven: "Find the highest salary among employees"', () => {
  it('asks for the value when the rows are named after the superlative', async () => {
    const employee = 'eid,name,salary\n1,Ann,300\n2,Bob,500\n3,Cat,400\n';
    const a = await askWith({ employee }, 'Find the highest salary among employees.', true);
    expect(flat(a)).toEqual([500]);
    const b = await askWith({ employee }, 'List the employees with the highest salary', true);
    expect(flat(b)).toEqual(['Bob']);
  });
});

describe('round twenty-seven: "whose average is above"', () => {
  it('bounds the aggregate asked for earlier, said again alone', async () => {
    const instructor =
      'id,name,dept_name,salary\n1,Ann,Physics,50000\n2,Bob,Physics,60000\n3,Cat,History,30000\n4,Dan,History,40000\n';
    const a = await askWith(
      { instructor },
      'Find the average salary of instructors per department, only for departments whose average is above 42000',
      true,
    );
    expect(a.rows).toEqual([['Physics', 55000]]);
  });
});

describe('round twenty-seven: a reference holding 0 for none', () => {
  it('reads "employees with no manager" over `manager_id` 0 as those', async () => {
    const employees =
      'employee_id,first_name,manager_id,salary\n100,Steven,0,24000\n101,Neena,100,17000\n102,Lex,100,17000\n';
    const a = await askWith({ employees }, 'Which employees have no manager?', true);
    expect(flat(a)).toEqual(['Steven']);
  });
});

describe('round twenty-seven: "anything other than", "add up"', () => {
  it('reads "anything other than twenty" as not twenty and "add up" as the total', async () => {
    const actor = 'actor_id,name,age\n1,Ann,20\n2,Bob,31\n3,Cat,44\n';
    const a = await askWith(
      { actor },
      'Show me the names of actors whose age is anything other than twenty.',
      true,
    );
    expect(sorted(a)).toEqual(['"Bob"', '"Cat"']);
    const projects = 'code,name,hours\nP1,Alpha,100\nP2,Beta,250\n';
    const b = await askWith({ projects }, 'Add up the hours of all projects', true);
    expect(flat(b)).toEqual([350]);
  });
});

describe('round twenty-eight: a period word inside a name', () => {
  it('reads "The Daily Grind" as the customer, not orders per day', async () => {
    const customers = 'id,name,city\n1,The Daily Grind,Leeds\n2,Corner Cafe,York\n';
    const orders =
      'id,customer_id,order_date,total\n1,1,2024-01-02,10\n2,1,2024-01-05,12\n3,2,2024-01-05,9\n4,1,2024-02-01,4\n';
    const a = await askWith({ customers, orders }, 'How many orders has The Daily Grind placed?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round twenty-eight: a role several tables name', () => {
  it('shows the people a role column of two tables refers to, by name', async () => {
    const ringers = 'ringer_id,first_name,last_name\n1,Ann,Bell\n2,Bob,Clapper\n3,Cat,Rope\n';
    const peals = 'peal_id,conductor_id,rung_on\n1,1,2024-01-01\n2,2,2024-02-01\n3,2,2024-03-01\n';
    const quarter_peals =
      'qp_id,conductor_id,rung_on\n1,1,2024-01-01\n2,1,2024-01-08\n3,1,2024-01-15\n4,2,2024-01-22\n';
    const a = await askWith(
      { ringers, peals, quarter_peals },
      'Which conductors have called more than 2 quarter peals?',
      true,
    );
    expect(a.rows).toEqual([['Ann', 'Bell']]);
  });
});

describe("round twenty-eight: a verb naming the rows' date", () => {
  const tournament =
    'tournament_id,name,time_control,start_date,prize_fund\n1,Spring Open,90+30,2024-03-01,500\n2,Rapid Cup,15+10,2025-02-01,300\n3,Winter Open,90+30,2025-11-01,800\n';
  const game =
    'game_id,tournament_id,eco,opening,played_on,moves\n1,1,B90,Sicilian,2024-03-01,41\n2,1,C50,Italian,2024-03-02,63\n3,2,B90,Sicilian,2025-02-01,28\n4,3,B90,Sicilian,2025-11-01,35\n5,3,D30,QGD,2025-11-02,50\n';
  it('reads "are played at", "starting in" and "moves played in" as the rows, not their date', async () => {
    const a = await askWith(
      { tournament, game },
      'Which tournaments are played at a 90+30 time control?',
      true,
    );
    expect(sorted(a)).toEqual(['"Spring Open"', '"Winter Open"']);
    const b = await askWith(
      { tournament, game },
      'What is the largest prize fund among tournaments starting in 2025?',
      true,
    );
    expect(flat(b)).toEqual([800]);
    const c = await askWith(
      { tournament, game },
      'What is the largest number of moves played in a single game?',
      true,
    );
    expect(flat(c)).toEqual([63]);
  });
  it('ranks "has been played most often" by the rows, not by their date', async () => {
    const a = await askWith({ tournament, game }, 'Which ECO code has been played most often?', true);
    expect(flat(a)).toEqual(['B90']);
  });
});

describe('round twenty-eight: rows named by the verb of their date', () => {
  const beer = 'beer_id,beer_name\n1,Pale\n2,Stout\n3,Porter\n';
  const batch =
    'batch_id,beer_id,brewer,brewed_on\n1,1,Ann,2024-01-01\n2,1,Ann,2024-02-01\n3,2,Bob,2024-03-01\n4,1,Cat,2024-04-01\n';
  const sale = 'sale_id,beer_id,sold_on,pints\n1,2,2024-05-01,10\n2,2,2024-05-02,4\n3,3,2024-05-03,7\n';
  it('counts the rows whose date the verb names', async () => {
    const a = await askWith({ beer, batch, sale }, 'Which beer has been brewed the most times?', true);
    expect(flat(a)).toEqual(['Pale']);
    const b = await askWith({ beer, batch, sale }, 'Which brewer brewed the most batches?', true);
    expect(flat(b)).toEqual(['Ann']);
  });
  it('reads "never been brewed" as no such rows', async () => {
    const a = await askWith({ beer, batch, sale }, 'Which beers have never been brewed?', true);
    expect(flat(a)).toEqual(['Porter']);
    const b = await askWith({ beer, batch, sale }, 'Which beers have never been sold?', true);
    expect(flat(b)).toEqual(['Pale']);
  });
});

describe('round twenty-eight: a quantity beside a table of figures', () => {
  it('adds up `sailing.passengers` though `route_monthly_pax` names passengers too', async () => {
    const vessel = 'vessel_id,vessel_name\n1,Ben\n2,Isle\n';
    const route = 'route_id,origin\n1,OBN\n2,CRN\n';
    const sailing = 'sailing_id,route_id,vessel_id,passengers\n1,1,1,100\n2,2,1,100\n3,1,2,50\n';
    const route_monthly_pax = 'route_id,year,jan_pax\n1,2023,500\n2,2023,700\n';
    const a = await askWith(
      { vessel, route, sailing, route_monthly_pax },
      'How many passengers did each vessel carry in total?',
      true,
    );
    expect(sorted(a)).toEqual(['["Ben",200]', '["Isle",50]']);
  });
});

describe('round twenty-eight: "the cheapest pastry", "work part-time"', () => {
  it('reads rows named by a value after a superlative as the rows', async () => {
    const product =
      'product_id,name,category,unit_price\n1,Croissant,Pastry,1.8\n2,Eclair,Pastry,2.5\n3,Rye,Bread,1.2\n';
    const a = await askWith({ product }, 'What is the cheapest pastry?', true);
    expect(flat(a)).toEqual(['Croissant']);
  });
  it('reads "Which dentists work part-time?" over a flag', async () => {
    const dentist =
      'dentist_id,first_name,last_name,part_time\n1,Ann,Lee,true\n2,Bob,Ray,false\n3,Cat,Fox,true\n';
    const a = await askWith({ dentist }, 'How many dentists work part-time?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round twenty-eight: a flag closing the question', () => {
  it('reads "Which pitches are close to the entrance?" over `near_entrance` as the rows it holds', async () => {
    const pitches = 'pitch_code,size,near_entrance\nA1,small,true\nA2,large,false\nB1,small,true\n';
    const a = await askWith({ pitches }, 'Which pitches are close to the entrance?', true);
    expect(sorted(a)).toEqual(['"A1"', '"B1"']);
  });
});

describe('round twenty-eight: ", and when?", "how many … they have"', () => {
  it("shows the date a condition read as given, or the rows' one date", async () => {
    const staff = 'staff_id,first_name,last_name,leave_date\n1,Ann,Lee,2023-05-01\n2,Bob,Ray,\n';
    const a = await askWith({ staff }, 'Who has left the firm, and when?', true);
    expect(a.rows).toEqual([['Ann', 'Lee', '2023-05-01']]);
    const boats = 'boat_nbr,boat_nm\n1,Kingfisher\n2,Heron\n';
    const repairs =
      'repair_id,boat_nbr,repair_desc,repair_dt\n1,1,Hull patch,2024-02-01\n2,2,New tiller,2024-03-01\n';
    const b = await askWith({ boats, repairs }, 'What repairs has Kingfisher had, and when?', true);
    expect(b.rows).toEqual([['Hull patch', '2024-02-01']]);
  });
  it('shows each row\'s own number for "and how many bells they have"', async () => {
    const towers = 'tower_id,place,bell_count\n1,Ely,10\n2,Wells,8\n3,Hythe,6\n';
    const a = await askWith(
      { towers },
      'Show towers with at least 8 bells and how many bells they have',
      true,
    );
    expect(sorted(a)).toEqual(['["Ely",10]', '["Wells",8]']);
  });
});

describe('round twenty-eight: references named by their role', () => {
  it('counts finds, not their `Found_By` reference, for "How many artefacts have been found so far?"', async () => {
    const Team_Members = 'Member_ID,First_Name,Last_Name\n1,Ann,Lee\n2,Bob,Ray\n';
    const Finds = 'Find_ID,Found_By,Material,Weight_G\n1,1,Flint,10\n2,2,Bone,4\n3,2,Flint,7\n';
    const a = await askWith({ Team_Members, Finds }, 'How many artefacts have been found so far?', true);
    expect(flat(a)).toEqual([3]);
  });
  it('reads "Which baker is the lead baker on the most products?" as the bakers', async () => {
    const baker = 'baker_id,full_name,shift\n1,Ann Lee,Day\n2,Bob Ray,Night\n';
    const product = 'product_id,name,lead_baker_id\n1,Rye,2\n2,Bun,2\n3,Tart,1\n';
    const a = await askWith({ baker, product }, 'Which baker is the lead baker on the most products?', true);
    expect(flat(a)).toEqual(['Bob Ray']);
  });
});

describe("round twenty-eight: a table's own number over another's name", () => {
  it('shows plots by `plot_number`, not by the `site_name` many share', async () => {
    const plots =
      'plot_id,site_name,plot_number,last_inspected\n1,North Field,N-01,2024-01-01\n2,North Field,N-02,\n3,North Field,N-03,2024-02-01\n4,South Field,S-01,\n5,South Field,S-02,2024-03-01\n';
    const a = await askWith({ plots }, 'Which plots have never been inspected?', true);
    expect(sorted(a)).toEqual(['"N-02"', '"S-01"']);
  });
});

describe('round twenty-eight: words said in passing', () => {
  it('reads "we\'ve" and "actually" as no condition', async () => {
    const sap_collection = 'id,tree,sugar_pct\n1,A,2.0\n2,B,3.0\n';
    const a = await askWith(
      { sap_collection },
      "average sugar pct of the sap we've actually collected",
      true,
    );
    expect(flat(a)).toEqual([2.5]);
  });
});

describe('round twenty-eight: "in both 2022 and 2024"', () => {
  it('reads two years of one date as what the rows of each have in common', async () => {
    const launches =
      'launch_id,incident_type,launch_date\n1,Swimmer,2022-03-01\n2,Yacht,2022-05-01\n3,Swimmer,2024-06-01\n4,Kayak,2024-07-01\n5,Yacht,2023-01-01\n';
    const a = await askWith(
      { launches },
      'Which types of incident did we respond to in both 2022 and 2024?',
      true,
    );
    expect(flat(a)).toEqual(['Swimmer']);
  });
  it('reads two days of one date so too', async () => {
    const rating =
      'rating_id,player,rated_on,elo\n1,Ann,2023-01-01,2100\n2,Bob,2023-01-01,2000\n3,Ann,2025-01-01,2150\n4,Cat,2025-01-01,1900\n';
    const a = await askWith(
      { rating },
      'Which players appear on both the January 1, 2023 and the January 1, 2025 rating lists?',
      true,
    );
    expect(flat(a)).toEqual(['Ann']);
  });
});

describe('round twenty-eight: the rows first, then what is asked of them', () => {
  const storm =
    'storm_id,name,dates_active,number_deaths\n1,Alpha,May 1-3,0\n2,Bravo,June 4-9,12\n3,Cyclone,July 7-8,3\n';
  it('reads "For storms with one or more deaths, what are their names …?"', async () => {
    const a = await askWith(
      { storm },
      'For storms with one or more deaths, what are their names and death counts?',
      true,
    );
    expect(sorted(a)).toEqual(['["Bravo",12]', '["Cyclone",3]']);
  });
  it('reads a closing ", by first and last name?" as the columns shown', async () => {
    const faculty =
      'fac_id,fname,lname,rank\n1,Ann,Lee,Instructor\n2,Bob,Ray,Professor\n3,Cat,Fox,Instructor\n';
    const a = await askWith(
      { faculty },
      'Which faculty have the rank Instructor, by first name and last name?',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Lee"]', '["Cat","Fox"]']);
    const b = await askWith({ faculty }, 'Which faculty members are professors, by id?', true);
    expect(flat(b)).toEqual([2]);
  });
});

describe('round twenty-eight: what the most common value is counted among', () => {
  const match_season =
    'season,player,position,college\n2001,Ann,Defender,UCLA\n2001,Bob,Defender,Duke\n2002,Cat,Midfielder,UCLA\n2002,Ann,Defender,UCLA\n2003,Dan,Forward,Duke\n';
  it('does not show the rows named after "among", nor a column naming the one counted', async () => {
    const a = await askWith(
      { match_season },
      'List the two most common colleges among match season players.',
      true,
    );
    expect(sorted(a)).toEqual(['"Duke"', '"UCLA"']);
    const b = await askWith(
      { match_season },
      'What is the most frequent player position in match seasons?',
      true,
    );
    expect(flat(b)).toEqual(['Defender']);
  });
});

describe('round twenty-eight: values a group has none of, or one of each', () => {
  const competition =
    'competition_id,country,competition_type\n1,Ireland,Friendly\n2,Ireland,Tournament\n3,Spain,Tournament\n4,Italy,Friendly\n';
  it('reads "the countries with no competitions of type Friendly" as none of theirs', async () => {
    const a = await askWith(
      { competition },
      'List the countries with no competitions of type Friendly.',
      true,
    );
    expect(flat(a)).toEqual(['Spain']);
  });
  it('reads "at least one … and at least one …" as both', async () => {
    const companies =
      'company_id,name,industry,headquarters\n1,A,Oil,USA\n2,B,Oil,China\n3,C,Banking,USA\n4,D,Retail,China\n';
    const a = await askWith(
      { companies },
      'List the industries that have at least one company based in "USA" and at least one based in "China".',
      true,
    );
    expect(flat(a)).toEqual(['Oil']);
  });
});

describe('round twenty-eight: the same kind of column of two unrelated tables', () => {
  it('lists every customer name and staff member name together (UNION)', async () => {
    const customers = 'customer_id,customer_details\n1,Ann\n2,Bob\n';
    const staff = 'staff_id,staff_details\n71,Cat\n72,Ann\n';
    const a = await askWith({ customers, staff }, 'Give me every customer name and staff member name.', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Bob"', '"Cat"']);
  });
  it('reads "Which member is in charge of the most events?" as the members', async () => {
    const member = 'member_id,member_name\n1,Ann\n2,Bob\n';
    const party_events = 'event_id,event_name,member_in_charge_id\n1,Gala,2\n2,Fair,2\n3,Ball,1\n';
    const a = await askWith({ member, party_events }, 'Which member is in charge of the most events?', true);
    expect(flat(a)).toEqual(['Bob']);
  });
});

describe('round twenty-eight: "the greatest number of", the year of rows named before it', () => {
  it('ranks by how many rows for "the greatest number of events", not where a column holds the number', async () => {
    const city = 'city_id,city\n1,Nanjing\n2,Shanghai\n';
    const hosting_city = 'year,match_id,host_city\n2008,1,1\n2009,2,2\n2010,3,2\n';
    const a = await askWith(
      { city, hosting_city },
      'Which city has hosted the greatest number of events?',
      true,
    );
    expect(flat(a)).toEqual(['Shanghai']);
    const projects = 'code,name,hours\nA1,Alpha,100\nB2,Beta,900\n';
    const b = await askWith({ projects }, 'Which project has the largest number of hours?', true);
    expect(flat(b)).toEqual(['Beta']);
  });
  it('reads "had parking sessions in both 2022 and 2025" as the sessions\' year', async () => {
    const carParks = 'carParkId,carParkName,openedOn\n1,North,2022-05-01\n2,South,2025-01-01\n';
    const levels = 'levelId,carParkId,floor\n10,1,0\n11,1,1\n12,2,0\n';
    const parkingSessions =
      'sessionId,levelId,entryDate,exitDate\n1,10,2022-03-01,2022-03-01\n2,11,2025-04-01,2025-04-01\n3,12,2025-05-01,2025-05-01\n';
    const a = await askWith(
      { carParks, levels, parkingSessions },
      'Which car parks had parking sessions in both 2022 and 2025?',
      true,
    );
    expect(flat(a)).toEqual(['North']);
  });
  it('keeps "For each X, what is the average Y?" grouped', async () => {
    const rentals = 'id,line_1,monthly_rental\n1,High St,500\n2,High St,700\n3,Low Rd,400\n';
    const a = await askWith({ rentals }, 'For each line 1, what is the average monthly rental?', true);
    expect(sorted(a)).toEqual(['["High St",600]', '["Low Rd",400]']);
  });
});

describe('round twenty-eight: "someone", "showing … too"', () => {
  it('reads "shared by someone older than 23 and someone younger than 20" and a column shown besides', async () => {
    const people =
      'people_id,name,age,hometown\n1,Ann,25,Leeds\n2,Bob,19,Leeds\n3,Cat,30,York\n4,Dan,18,Hull\n';
    const a = await askWith(
      { people },
      'List the hometowns shared by someone older than 23 and someone younger than 20.',
      true,
    );
    expect(flat(a)).toEqual(['Leeds']);
    const b = await askWith({ people }, 'Count the people per hometown, showing the hometown too.', true);
    expect(sorted(b)).toEqual(['["Hull",1]', '["Leeds",2]', '["York",1]']);
  });
});

describe('round twenty-eight: a closing ", by name?" after an aggregate', () => {
  it('shows the rows by the columns named, ungrouped', async () => {
    const employee = 'eid,name,salary\n1,Ann,100\n2,Bob,300\n3,Cat,500\n';
    const a = await askWith(
      { employee },
      'Which employees earn more than the average salary, by name?',
      true,
    );
    expect(flat(a)).toEqual(['Cat']);
  });
});

describe('round twenty-eight: rows counted through a reference to their own table', () => {
  const staff =
    'staff_id,first_name,last_name,supervisor_id\n1,Ann,Lee,\n2,Bob,Ray,1\n3,Cat,Fox,1\n4,Dan,Oak,1\n5,Eve,Elm,2\n';
  it('reads "Which staff supervise more than two people?" as those over more than two', async () => {
    const a = await askWith({ staff }, 'Which staff supervise more than two people?', true);
    expect(a.rows).toEqual([['Ann', 'Lee']]);
  });
  it('reads "members who lead more than two other players" over `section_leader_id`', async () => {
    const members =
      'member_id,first_name,last_name,section_leader_id\n1,Ann,Lee,\n2,Bob,Ray,1\n3,Cat,Fox,1\n4,Dan,Oak,1\n5,Eve,Elm,2\n';
    const a = await askWith({ members }, 'Which members lead more than two other players?', true);
    expect(a.rows).toEqual([['Ann', 'Lee']]);
  });
});

describe('round twenty-eight: a closing ", by category" still groups', () => {
  it('groups by a column that does not tell the rows apart', async () => {
    const items =
      'item_id,name,category,approx_age_years\n1,Lamp,Electrical,10\n2,Kettle,Electrical,20\n3,Chair,Furniture,50\n';
    const a = await askWith({ items }, 'What is the average age of the items brought in, by category?', true);
    expect(sorted(a)).toEqual(['["Electrical",15]', '["Furniture",50]']);
  });
});

describe('round twenty-eight: a table said to be theirs', () => {
  it('reads "List each party\'s name along with its region." as the parties, with their region', async () => {
    const region = 'region_id,region_name\n1,North\n2,South\n';
    const party = 'party_id,party_name,region_id\n1,Reds,1\n2,Blues,2\n3,Greens,1\n';
    const a = await askWith({ region, party }, "List each party's name along with its region.", true);
    expect(sorted(a)).toEqual(['["Blues","South"]', '["Greens","North"]', '["Reds","North"]']);
  });
});

describe('round twenty-eight: two question words', () => {
  it('reads "How long and how tall …?" and "When and where …?" as both columns', async () => {
    const roller_coaster = 'coaster_id,name,length,height\n1,Boss,1200,40\n2,Kraken,900,55\n';
    const a = await askWith({ roller_coaster }, 'How long and how tall are the roller coasters?', true);
    expect(sorted(a)).toEqual(['[1200,40]', '[900,55]']);
    const performance = 'performance_id,date,location,host\n1,2024-02-01,Leeds,Ann\n2,2024-03-05,York,Bob\n';
    const b = await askWith({ performance }, 'When and where did each performance take place?', true);
    expect(sorted(b)).toEqual(['["2024-02-01","Leeds"]', '["2024-03-05","York"]']);
  });
});

describe('round twenty-eight: a plural possessive', () => {
  it('reads "all wines\' grapes and appelations" as the wines\' columns', async () => {
    const grapes = 'grape,color\nMerlot,Red\nChardonnay,White\n';
    const appellations = 'appelation,county\nNapa,Napa\nSonoma,Sonoma\n';
    const wine = 'wine_id,name,grape,appelation\n1,Alpha,Merlot,Napa\n2,Beta,Chardonnay,Sonoma\n';
    const a = await askWith({ grapes, appellations, wine }, "List all wines' grapes and appelations.", true);
    expect(sorted(a)).toEqual(['["Chardonnay","Sonoma"]', '["Merlot","Napa"]']);
  });
});

describe('round twenty-eight: a column named `Total`, compared', () => {
  it('reads "customers with no invoice whose total is over 20" over `Invoice.Total`', async () => {
    const Customer = 'CustomerId,FirstName,LastName\n1,Ann,Lee\n2,Bob,Ray\n3,Cat,Fox\n';
    const Invoice = 'InvoiceId,CustomerId,Total\n1,1,25.5\n2,2,9.9\n3,2,12\n';
    const a = await askWith(
      { Customer, Invoice },
      'Which customers have no invoice whose total is over 20?',
      true,
    );
    expect(sorted(a)).toEqual(['["Bob","Ray"]', '["Cat","Fox"]']);
  });
});

describe('round twenty-nine: a table named by an abbreviation', () => {
  it('reads "listings" as a table `lst` beside its `list_px` and `list_dt`, not "last"', async () => {
    const lst =
      'lst_id,addr1,list_px,list_dt,neg_id\n1,2 Oak Pl,250000,2024-01-05,11\n2,9 Elm Rd,310000,2024-02-11,11\n';
    const neg = 'neg_id,neg_nm\n11,Mark Dean\n12,Ann Holt\n';
    const a = await askWith({ lst, neg }, 'How many listings are there?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ lst, neg }, 'Which negotiators have no listings?', true);
    expect(flat(b)).toEqual(['Ann Holt']);
  });
});

describe('round twenty-nine: three-letter codes', () => {
  it('reads "rejected", "detached", "available" as codes `REJ`, `DET`, `AVL` a word shortens', async () => {
    const ofr = 'ofr_id,ofr_px,ofr_sts\n1,200,REJ\n2,210,ACC\n3,190,REJ\n4,205,PEND\n';
    const a = await askWith({ ofr }, 'How many offers were rejected?', true);
    expect(flat(a)).toEqual([2]);
    const lst =
      'lst_id,addr1,prop_type,sts\n1,2 Oak Pl,DET,AVL\n2,9 Elm Rd,SEMI,WDN\n3,4 Ash Ct,DET,SLD\n4,7 Yew Ln,FLAT,AVL\n';
    const b = await askWith({ lst }, 'How many detached houses are there?', true);
    expect(flat(b)).toEqual([2]);
    const c = await askWith({ lst }, 'Which listings are available? Show the address.', true);
    expect(flat(c)).toEqual(['2 Oak Pl', '7 Yew Ln']);
  });
  it("does not read a word of the schema's names or of the answer as a code", async () => {
    const Research_Staff = 'staff_id,staff_details\n1,beta\n2,alpha\n';
    const org = 'org_id,org_type\n1,RES\n2,SPON\n';
    const a = await askWith(
      { Research_Staff, org },
      'What details are there on the research staff? List the result in ascending alphabetical order.',
      true,
    );
    expect(flat(a)).toEqual(['alpha', 'beta']);
    const wash_packages =
      'pkg_cd,pkg_nm,base_price_amt,intro_dt\nINT,Interior,12,2024-03-01\nEXP,Express,8,2022-01-01\nFUL,Full,20,2024-05-01\n';
    const b = await askWith({ wash_packages }, 'Packages introduced after 2023, with their prices', true);
    expect(sorted(b)).toEqual(['["Full",20]', '["Interior",12]']);
  });
});

describe('round twenty-nine: a description beside a code key', () => {
  it('shows `item.descr` for items keyed by a text `sku`', async () => {
    const item =
      'sku,descr,list_price\nHW-1001,Claw Hammer,19.99\nHW-1002,Tape Measure,9.5\nHW-1003,Cordless Drill,89\n';
    const a = await askWith({ item }, 'Which item has the highest list price?', true);
    expect(flat(a)).toEqual(['Cordless Drill']);
  });
});

describe('round twenty-nine: rows that extend another table', () => {
  it("names instructors keyed by a reference to `person` by the person's name", async () => {
    const person = 'person_id,first_name,last_name\n1,Ann,Lee\n2,Bob,Ray\n3,Cat,Fox\n';
    const instructor = 'person_id,qualification,hourly_rate\n1,Level 2,28\n2,Level 1,22\n';
    const a = await askWith({ person, instructor }, 'Which instructors are paid more than 25 an hour?', true);
    expect(flat(a)).toEqual([['Ann', 'Lee']]);
  });
});

describe('round twenty-nine: "nobody", "no one"', () => {
  it('reads "classes that nobody has signed up for" as classes no enrolment refers to', async () => {
    const classes = 'class_id,class_name\n1,Paperweights\n2,Beads\n3,Bowls\n';
    const students = 'student_id,student_name,signup_date\n1,Ann,2024-01-02\n2,Bob,2024-02-03\n';
    const enrollments = 'enrollment_id,class_id,student_id\n1,1,1\n2,1,2\n3,3,2\n';
    const a = await askWith(
      { classes, students, enrollments },
      'List classes that nobody has signed up for.',
      true,
    );
    expect(flat(a)).toEqual(['Beads']);
    const b = await askWith(
      { classes, students, enrollments },
      'Which classes has no one ever joined?',
      true,
    );
    expect(flat(b)).toEqual(['Beads']);
  });
});

describe('round twenty-nine: the rows, not their kinds', () => {
  it('counts "properties" over `lst.prop_type` as the listings, and "property types" as kinds', async () => {
    const lst =
      'lst_id,addr1,prop_type,sts\n1,2 Oak Pl,DET,AVL\n2,9 Elm Rd,SEMI,WDN\n3,4 Ash Ct,DET,SLD\n4,7 Yew Ln,FLAT,AVL\n';
    const a = await askWith({ lst }, 'How many properties are there?', true);
    expect(flat(a)).toEqual([4]);
    const b = await askWith({ lst }, 'How many property types are there?', true);
    expect(flat(b)).toEqual([3]);
  });
});

describe('round twenty-nine: a role named by a thing "of" another', () => {
  it('joins `port` through `pod` for "port of discharge" and through `pol` for "port of loading"', async () => {
    const port = 'port_cd,port_nm\nCNSHA,Shanghai\nGBFXT,Felixstowe\nNLRTM,Rotterdam\nINNSA,Nhava Sheva\n';
    const shipment = 'bl_no,pol,pod,teu\nB1,CNSHA,GBFXT,4\nB2,CNSHA,NLRTM,2\nB3,INNSA,GBFXT,3\n';
    const a = await askWith({ port, shipment }, 'For each port of discharge, what is the total TEU?', true);
    expect(sorted(a)).toEqual(['["Felixstowe",7]', '["Rotterdam",2]']);
    const b = await askWith({ port, shipment }, 'Which port of loading handled the most TEU in total?', true);
    expect(flat(b)).toEqual(['Shanghai']);
  });
});

describe('round twenty-nine: how many were sold, by the column named for them', () => {
  it('sums `tickets_sold` beside `comps` for "How many tickets were sold …?"', async () => {
    const concert = 'concert_id,title\n1,Bach Suites\n2,Brass Night\n';
    const ticket_sales =
      'sale_id,concert_id,tier,tickets_sold,comps\n1,1,Stalls,120,4\n2,1,Circle,80,2\n3,2,Stalls,60,0\n';
    const a = await askWith(
      { concert, ticket_sales },
      'How many tickets were sold for Bach Suites concerts in total?',
      true,
    );
    expect(flat(a)).toEqual([200]);
  });
});

describe('round twenty-nine: "yet"', () => {
  it('reads "Which recitals have no performers signed up yet?"', async () => {
    const recitals = 'id,title\n1,Spring Recital\n2,Summer Recital\n';
    const performers = 'performer_id,performer_name\n1,Ann\n2,Bob\n';
    const recital_performers = 'recital_id,performer_id\n1,1\n1,2\n';
    const a = await askWith(
      { recitals, performers, recital_performers },
      'Which recitals have no performers signed up yet?',
      true,
    );
    expect(flat(a)).toEqual(['Summer Recital']);
  });
});

describe('round twenty-nine: a code a name starts with', () => {
  it('does not read "reservations" as the status `RES` beside a table `resv`', async () => {
    const resv = 'resv_no,gst_nm,resv_stat\nR1,Ann Lee,RES\nR2,Bob Ray,CO\nR3,Cat Fox,CXL\nR4,Dan Wu,CO\n';
    const a = await askWith({ resv }, 'How many reservations are there?', true);
    expect(flat(a)).toEqual([4]);
  });
});

describe('round twenty-nine: a thing "of" another, by its initials', () => {
  it('reads "country of origin" as a column `coo`', async () => {
    const product = 'sku,descr,coo,price\nA1,Olive Oil,IT,9\nA2,Feta,GR,5\nA3,Pasta,IT,2\n';
    const a = await askWith({ product }, 'How many products are there for each country of origin?', true);
    expect(sorted(a)).toEqual(['["GR",1]', '["IT",2]']);
  });
});

describe("round twenty-nine: an 'X' marking rows, empty on the others", () => {
  it('reads "blocked customers" as `BLOCKED = \'X\'` and "not blocked" / "unpaid" as empty', async () => {
    const CUSTOMER =
      'CUST_NO,CUST_NAME,BLOCKED,CRED_LIM\n1001,Acme Paper,X,500\n1002,Bolt Office,,1500\n1003,Cobb Supplies,,2500\n';
    const a = await askWith({ CUSTOMER }, 'List the names of the blocked customers.', true);
    expect(flat(a)).toEqual(['Acme Paper']);
    const b = await askWith(
      { CUSTOMER },
      'What is the average credit limit of customers who are not blocked?',
      true,
    );
    expect(flat(b)).toEqual([2000]);
    const INV_HDR = 'INV_NO,NET_VAL,PAID_X\n9001,100,X\n9002,250,\n9003,75,\n';
    const c = await askWith({ INV_HDR }, 'What is the total net value of the unpaid invoices?', true);
    expect(flat(c)).toEqual([325]);
  });
});

describe('round twenty-nine: ISO 8601 timestamps kept as text', () => {
  it('reads "in 2023" and "most recent first" over `start_time` holding \'2023-06-14T09:00:00\'', async () => {
    const event =
      'event_id,event_name,start_time\n1,Spring Sportive,2022-04-10T07:45:00\n2,Hill Climb,2023-09-02T10:00:00\n3,Road Race,2023-05-21T09:30:00\n';
    const a = await askWith({ event }, 'How many events started in 2023?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ event }, 'List all events from the most recent to the oldest.', true);
    expect(flat(b)).toEqual(['Hill Climb', 'Road Race', 'Spring Sportive']);
  });
});

describe('round twenty-nine: two words by their initials, and a header keyed by its code', () => {
  it('reads "purchase orders" as `po_hdr` and shows each by `po_no`, not the buyer', async () => {
    const po_hdr =
      'po_no,vndr_id,po_dt,po_stat,buyer_nm\nPO-1,1,2022-02-01,OPEN,Dana Hill\nPO-2,1,2022-05-03,RCVD,Dana Hill\nPO-3,2,2021-07-09,OPEN,Dana Hill\nPO-4,2,2022-08-11,RCVD,Ed Moss\nPO-5,1,2023-01-15,RCVD,Dana Hill\n';
    const po_ln = 'po_no,ln_no,ord_qty\nPO-1,1,10\nPO-1,2,5\nPO-2,1,8\n';
    const a = await askWith({ po_hdr, po_ln }, 'How many purchase orders were raised in 2022?', true);
    expect(flat(a)).toEqual([3]);
    const b = await askWith({ po_hdr, po_ln }, 'Which purchase orders are still open?', true);
    expect(sorted(b)).toEqual(['"PO-1"', '"PO-3"']);
  });
});

describe('round twenty-nine: the kind of rows one table holds', () => {
  it("reads \"customers\" as `party_type = 'CUSTOMER'`, not the sales' `customer_party_id`", async () => {
    const party =
      'party_id,party_type,party_name,town\n1,CUSTOMER,Leo Harris,Ripon\n2,STAFF,Oscar Johnson,Ripon\n3,CUSTOMER,Mia Shaw,Ilkley\n4,SUPPLIER,Green Roots,Ripon\n';
    const sale =
      'sale_id,customer_party_id,served_by_party_id,sale_date\n1,1,2,2024-01-05\n2,3,2,2024-02-07\n';
    const a = await askWith({ party, sale }, 'Which customers live in Ripon?', true);
    expect(flat(a)).toEqual(['Leo Harris']);
  });
});

describe('round twenty-nine: days named by their date', () => {
  it('shows `sale_days.sale_date` for "Which sale days drew more than 900 visitors?"', async () => {
    const sale_days =
      'sale_day_id,sale_date,venue,visitor_count\n1,2024-05-04,Top Field,950\n2,2024-05-11,Top Field,700\n3,2024-05-18,Barn Yard,1200\n';
    const a = await askWith({ sale_days }, 'Which sale days drew more than 900 visitors?', true);
    expect(sorted(a)).toEqual(['"2024-05-04"', '"2024-05-18"']);
  });
});

describe('round twenty-nine: a reference asked for alone, by the name of what it refers to', () => {
  it('reads "Who is Anna Lewis\'s section leader?" and "Which member of staff served the most sales?"', async () => {
    const members =
      'member_id,first_name,last_name,section_leader_id\n1,Anna,Lewis,3\n2,Ben,Cole,3\n3,Cara,Moss,\n';
    const a = await askWith({ members }, "Who is Anna Lewis's section leader?", true);
    expect(flat(a)).toEqual([['Cara', 'Moss']]);
    const party =
      'party_id,party_type,party_name\n1,CUSTOMER,Leo Harris\n2,STAFF,Oscar Johnson\n3,STAFF,Priya Morgan\n';
    const sale = 'sale_id,customer_party_id,served_by_party_id\n1,1,2\n2,1,3\n3,1,3\n';
    const b = await askWith({ party, sale }, 'Which member of staff served the most sales?', true);
    expect(flat(b)).toEqual(['Priya Morgan']);
  });
});

describe('round twenty-nine: "Which <kind>s …" after "which"', () => {
  it('reads "Which schools have hired from us?" as customers of type School', async () => {
    const customers =
      'customer_id,customer_name,customer_type\n1,Hill Primary,School\n2,Jo Bell,Private\n3,Oak Academy,School\n';
    const hires = 'hire_id,customer_id,hire_date\n1,1,2024-06-01\n2,2,2024-06-08\n3,1,2024-07-01\n';
    const a = await askWith({ customers, hires }, 'Which schools have hired from us?', true);
    expect(flat(a)).toEqual(['Hill Primary']);
  });
});

describe('round twenty-nine: four-letter codes', () => {
  it('reads "in arrears" as `ARRS` and "cancelled" as `CNCL`', async () => {
    const loan = 'loan_id,prin_amt,loan_sts\n1,5000,ARRS\n2,3000,CURR\n3,8000,ARRS\n4,1000,CLSD\n';
    const a = await askWith({ loan }, 'How many loans are in arrears?', true);
    expect(flat(a)).toEqual([2]);
    const po_hdr =
      'po_no,po_dt,po_stat\nPO-1,2022-02-01,OPEN\nPO-2,2022-05-03,CNCL\nPO-3,2021-07-09,RCVD\nPO-4,2021-08-01,RCVD\n';
    const b = await askWith({ po_hdr }, 'Which purchase orders were cancelled?', true);
    expect(flat(b)).toEqual(['PO-2']);
  });
});

describe('round twenty-nine: two words by their initials, a column', () => {
  it('reads "project manager" as `pm_code` and shows the manager by name', async () => {
    const emp_mst = 'emp_code,emp_nm,band\nE01,Karthik Rao,B4\nE02,Neha Gupta,B2\nE03,Sanjana Das,B1\n';
    const prj_mst =
      'prj_code,prj_nm,pm_code\nP1,Fraud Analytics,E01\nP2,Claims Portal,E02\nP3,Data Lake,E01\n';
    const prj_alloc = 'emp_code,prj_code,alloc_pct\nE03,P1,50\nE02,P1,50\nE03,P2,100\n';
    const a = await askWith(
      { emp_mst, prj_mst, prj_alloc },
      'Who is the project manager of the Fraud Analytics project?',
      true,
    );
    expect(flat(a)).toEqual(['Karthik Rao']);
  });
});

describe('round twenty-nine: a thing "of" another by its two initials', () => {
  it('reads "bills of lading" as the key `bl_no`, not its references', async () => {
    const shipment = 'bl_no,carrier,teu\nMAEU1,Maersk,4\nCOSU2,Cosco,2\nMAEU3,Maersk,1\n';
    const cargo_line = 'bl_no,line_no,gross_wt_kg\nMAEU1,1,1200\nMAEU1,2,800\nCOSU2,1,500\nMAEU3,1,300\n';
    const a = await askWith(
      { shipment, cargo_line },
      'Which bills of lading have more than one cargo line?',
      true,
    );
    expect(flat(a)).toEqual(['MAEU1']);
  });
});

describe('round twenty-nine: a value written in mixed case', () => {
  it('reads "AuD" as the qualification, not the table `aud` its letters spell', async () => {
    const aud = 'aud_id,aud_nm,qual\nA1,Ruth Kemp,AuD\nA2,Tom Reed,MSc\nA3,Lena Ford,AuD\nA4,Omar Hale,BSc\n';
    const a = await askWith({ aud }, 'List the audiologists who hold an AuD.', true);
    expect(sorted(a)).toEqual(['"Lena Ford"', '"Ruth Kemp"']);
  });
});

describe('round twenty-nine: two words naming a table are no initials', () => {
  it('reads "the celestial objects belong to" as the objects, not `observation.obs_id`', async () => {
    const celestial_object =
      'obj_id,obj_name,constellation\n1,M31,Andromeda\n2,M42,Orion\n3,M45,Taurus\n4,M1,Taurus\n';
    const observation = 'obs_id,obj_id,obs_date\n1,1,2024-01-01\n2,1,2024-02-01\n3,2,2024-03-01\n';
    const a = await askWith(
      { celestial_object, observation },
      'How many distinct constellations do the celestial objects belong to?',
      true,
    );
    expect(flat(a)).toEqual([3]);
  });
});

describe("round twenty-nine: a place's code is no word's", () => {
  it('does not read "details" as the city code `DET`', async () => {
    const Course = 'CID,CName,Credits\n600,Math,3\n601,Art,1\n602,Music,2\n';
    const Student = 'StuID,LName,city_code\n10,Ann,DET\n11,Bob,HOU\n12,Cat,DET\n13,Dan,PHL\n';
    const Enrolled_in = 'StuID,CID,Grade\n10,600,A\n11,601,B\n12,602,C\n13,600,B\n';
    const a = await askWith(
      { Course, Student, Enrolled_in },
      'Give me every detail of the courses, from fewest to most credits.',
      true,
    );
    expect(flat(a)).toEqual([
      [601, 'Art', 1],
      [602, 'Music', 2],
      [600, 'Math', 3],
    ]);
  });
});

describe('round thirty: first and last names written `fnm` and `lnm`', () => {
  it('shows `gst_fnm` and `gst_lnm` for "first and last names"', async () => {
    const gst = 'gst_id,gst_fnm,gst_lnm,vip_lvl\n1,Ada,Hart,V1\n2,Ben,Cole,V2\n3,Cy,Dunn,V1\n4,Di,Eke,V3\n';
    const a = await askWith(
      { gst },
      'Which guests have VIP level V1? Give their first and last names.',
      true,
    );
    expect(sorted(a)).toEqual(['["Ada","Hart"]', '["Cy","Dunn"]']);
  });
});

describe('round thirty: a title written `ttl`', () => {
  it('names shows by `show_ttl` rather than their code', async () => {
    const pod_show =
      'show_cd,show_ttl,launch_dt\nLTL,Laugh Track Lads,2023-02-01\nQM,Quiet Money,2022-05-01\nHTT,Half Time Talk,2023-09-10\n';
    const a = await askWith({ pod_show }, 'Which shows launched in 2023?', true);
    expect(sorted(a)).toEqual(['"Half Time Talk"', '"Laugh Track Lads"']);
  });
});

describe("round thirty: a nationality column's country codes", () => {
  it('reads "from France" as `nat` = FR', async () => {
    const gst =
      'gst_id,gst_name,nat\n1,Pierre Roux,FR\n2,Anna Weber,DE\n3,Tom Hale,GB\n4,Lea Morel,FR\n5,Sean Byrne,IE\n';
    const a = await askWith({ gst }, 'How many guests come from France?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe("round thirty: a table named by a word's first letters and later consonants", () => {
  it('reads "reservations" as `resv`', async () => {
    const gst = 'gst_id,gst_name\n1,Pierre Roux\n2,Anna Weber\n3,Tom Hale\n';
    const resv = 'resv_no,gst_id,arr_dt\nR1,1,2024-01-02\nR2,1,2024-02-03\nR3,2,2024-03-04\n';
    const a = await askWith({ gst, resv }, 'Which guest has the most reservations?', true);
    expect(flat(a)).toEqual(['Pierre Roux']);
  });
});

describe('round thirty: a status column of codes', () => {
  it('reads "open claims" as the one-letter code `O`', async () => {
    const clm = 'clm_no,clm_amt,clm_stat\nC1,500,O\nC2,900,S\nC3,300,O\nC4,700,R\nC5,100,S\n';
    const a = await askWith({ clm }, 'How many claims are still open?', true);
    expect(flat(a)).toEqual([2]);
  });
  it('reads "active" as `ACT` beside an activation date `act_dt`', async () => {
    const sub =
      'msisdn,cust_nm,act_dt,sub_stat\n4477001,Ann Lee,2022-01-03,ACT\n4477002,Bo Ray,2022-02-03,SUSP\n4477003,Cy Fox,2022-03-03,ACT\n4477004,Di Hu,2022-04-03,TERM\n';
    const a = await askWith({ sub }, 'How many subscribers are currently active?', true);
    expect(flat(a)).toEqual([2]);
  });
  it('reads "no-shows" as `NS` and "out of service" as `OOS`', async () => {
    const resv =
      'resv_no,arr_dt,resv_stat\nR1,2024-01-02,CO\nR2,2024-02-03,NS\nR3,2024-03-04,CXL\nR4,2024-04-05,NS\n';
    const a = await askWith({ resv }, 'How many reservations ended up as no-shows?', true);
    expect(flat(a)).toEqual([2]);
    const machine = 'machine_id,mach_status\nVM1,LIVE\nVM2,OOS\nVM3,DEPOT\nVM4,LIVE\n';
    const b = await askWith({ machine }, 'Which machines are out of service?', true);
    expect(flat(b)).toEqual(['VM2']);
  });
});

describe('round thirty: a superlative is no code', () => {
  it('does not read "highest" as a flow condition `HIGH`', async () => {
    const sample =
      'sample_no,flow_cond,ecoli\nS1,HIGH,120\nS2,LOW,900\nS3,NORMAL,300\nS4,HIGH,150\nS5,LOW,80\n';
    const a = await askWith({ sample }, 'Which sample has the highest ecoli?', true);
    expect(flat(a)).toEqual(['S2']);
  });
});

describe('round thirty: "the five open opportunities with the largest amounts"', () => {
  it('keeps as many rows as said when a word comes between the number and the rows', async () => {
    const opportunity =
      'opp_id,opp_name,amount,is_closed\n1,A,100,false\n2,B,900,false\n3,C,300,true\n4,D,700,false\n5,E,500,false\n6,F,800,true\n';
    const a = await askWith(
      { opportunity },
      'List the three open opportunities with the largest amounts.',
      true,
    );
    expect(flat(a)).toEqual(['B', 'D', 'E']);
  });
});

describe('round thirty: a verb after "has" is no value in another form', () => {
  it('does not read "has run" as the category `running`', async () => {
    const groups = 'group_id,name,category\n1,Trail Runners,running\n2,Py Meetup,tech\n3,Board Games,games\n';
    const events = 'event_id,group_id,title\n1,2,Talk\n2,2,Sprint\n3,2,Demo\n4,1,5K\n5,3,Catan\n';
    const a = await askWith({ groups, events }, 'Which group has run the most events?', true);
    expect(flat(a)).toEqual(['Py Meetup']);
  });
});

describe('round thirty: "most recently" is no abbreviation', () => {
  it('does not read "recently" as `rec_slot`', async () => {
    const pod_show =
      'show_cd,show_title,launch_dt,rec_slot\nA,Alpha,2023-02-01,Mon 14:00\nB,Beta,2024-05-01,Tue 09:00\nC,Gamma,2022-09-10,Wed 18:00\n';
    const a = await askWith({ pod_show }, 'Which show launched most recently?', true);
    expect(flat(a)).toEqual(['Beta']);
  });
});

describe('round thirty: "how much" with its measure a few words on', () => {
  it('sums the coins in "How much has been collected in coins …?"', async () => {
    const cash_collection =
      'coll_ref,machine_id,coll_dt,coins_gbp,notes_gbp\nC1,M1,2024-01-05,10.5,20\nC2,M2,2024-02-05,4.5,0\nC3,M1,2023-12-05,7,5\n';
    const a = await askWith(
      { cash_collection },
      'How much has been collected in coins since 1 January 2024?',
      true,
    );
    expect(flat(a)).toEqual([15]);
  });
});

describe('round thirty: text that holds no number is not added up', () => {
  it('does not read "the total revenue billed" as a sum of `bill_city`', async () => {
    const sub = 'msisdn,cust_nm,bill_city\n1,Ann Lee,Cardiff\n2,Bo Ray,Leeds\n3,Cy Fox,Cardiff\n';
    const usage_mth = 'msisdn,bill_mth,data_mb\n1,2024-01-01,100\n2,2024-01-01,200\n3,2024-02-01,300\n';
    const a = await askWith({ sub, usage_mth }, 'What is the total revenue billed to subscribers?', true);
    expect(a.sql ?? '').not.toContain('bill_city');
  });
});

describe('round thirty: words for the business itself', () => {
  it('counts the members in "How many members does the club have?"', async () => {
    const members = 'member_id,name\n1,Ann\n2,Bo\n3,Cy\n';
    const contests = 'contest_id,member_id,club_score\n1,1,30\n2,1,40\n3,2,10\n';
    const a = await askWith({ members, contests }, 'How many members does the club have?', true);
    expect(flat(a)).toEqual([3]);
  });
  it('reads "joined the club" and "on record" as no data', async () => {
    const fencer =
      'id_fencer,name_fencer,date_join_fencer\n1,Ann,2021-05-01\n2,Bo,2022-03-01\n3,Cy,2023-01-01\n';
    const bout = 'id_bout,id_fencer,club_opponent\n1,1,Leeds\n2,2,York\n';
    const a = await askWith({ fencer, bout }, 'Who has joined the club since January 2022?', true);
    expect(sorted(a)).toEqual(['"Bo"', '"Cy"']);
    const members = 'member_id,first_name,phone\n1,Ann,0113\n2,Bo,\n3,Cy,\n';
    const tools = 'tool_id,name,brand,donated_by\n1,Drill,Record,2\n2,Saw,Bosch,1\n';
    const b = await askWith({ members, tools }, 'Which members have no phone number on record?', true);
    expect(sorted(b)).toEqual(['"Bo"', '"Cy"']);
  });
  it('still reads a capitalised name, "at the Club Hall"', async () => {
    const tournament =
      'tournament_id,name,venue,prize_fund\n1,Spring Open,Club Hall,500\n2,Rapid,Town Hall,300\n3,Blitz,Club Hall,200\n';
    const a = await askWith(
      { tournament },
      'What is the total prize fund of tournaments held at the Club Hall?',
      true,
    );
    expect(flat(a)).toEqual([700]);
  });
  it('counts the interpreters "on our books"', async () => {
    const interpreters = 'interpreter_id,name\n1,Ann\n2,Bo\n3,Cy\n';
    const assignments = 'assignment_id,interpreter_id,booked_at\n1,1,2024-01-01\n2,2,2024-02-01\n';
    const a = await askWith({ interpreters, assignments }, 'How many interpreters are on our books?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round thirty: "show" after a superlative is a noun', () => {
  it('reads "the longest show" as the shows', async () => {
    const shows = 'show_id,title,duration_min\n1,Stars,40\n2,Moon,55\n3,Mars,30\n';
    const hall = 'hall_id,hall_name,opening_hours\n1,Dome,8\n2,Annex,6\n';
    const screening = 'screening_id,show_id,hall_id\n1,1,1\n2,2,2\n3,3,1\n';
    const a = await askWith({ shows, hall, screening }, 'What is the longest show?', true);
    expect(flat(a)).toEqual(['Moon']);
  });
});

describe('round thirty: a value of the rows counted, said before them', () => {
  it('reads "more than 2 completed appointments" as a count of the completed ones', async () => {
    const groomers = 'groomer_id,first_name\n1,Ann\n2,Bo\n';
    const appointments =
      'appt_id,groomer_id,appointment_status\n1,1,Completed\n2,1,Completed\n3,1,Completed\n4,2,Completed\n5,2,Cancelled\n6,2,Cancelled\n7,2,Completed\n';
    const a = await askWith(
      { groomers, appointments },
      'Which groomers have more than 2 completed appointments?',
      true,
    );
    expect(flat(a)).toEqual(['Ann']);
  });
});

describe('round thirty: no name runs on into the next sentence', () => {
  it('shows names and lengths asked for after "… than the average boat?"', async () => {
    const boats = 'boatId,boatName,lengthMetres\n1,Kestrel,9.5\n2,Osprey,14\n3,Puffin,7\n4,Heron,12\n';
    const a = await askWith(
      { boats },
      'Which boats are longer than the average boat? Names and lengths.',
      true,
    );
    expect(sorted(a)).toEqual(['["Heron",12]', '["Osprey",14]']);
  });
  it('still reads a value holding a full stop, "Comp. Sci."', async () => {
    const instructor = 'id,name,dept_name\n1,Ada,Comp. Sci.\n2,Bob,Physics\n3,Cy,Comp. Sci.\n';
    const a = await askWith({ instructor }, 'Who are the instructors in the Comp. Sci. department?', true);
    expect(sorted(a)).toEqual(['"Ada"', '"Cy"']);
  });
});

describe('round thirty: "each one" is a pronoun', () => {
  it('shows what each brake part costs rather than parts costing 1', async () => {
    const prt =
      'prt_id,prt_nm,prt_cat,prt_cst\n1,Brake pads,Brakes,12\n2,Disc rotor,Brakes,1\n3,Chain,Drive,20\n';
    const a = await askWith({ prt }, 'List the brake parts and what each one costs.', true);
    expect(sorted(a)).toEqual(['["Brake pads",12]', '["Disc rotor",1]']);
  });
});

describe("round thirty: a table's number is its key", () => {
  it('shows `stay_id` for "the stay number"', async () => {
    const stay_records = 'stay_id,cat_name,total_charge\n101,Tom,320\n102,Luna,150\n103,Max,410\n';
    const a = await askWith(
      { stay_records },
      'Which stays came to over £300? Give the stay number and the charge.',
      true,
    );
    expect(sorted(a)).toEqual(['[101,320]', '[103,410]']);
  });
});

describe('round thirty: "how many <rows> <measure>"', () => {
  it('sums the hours in "How many volunteer hours were logged in 2024?"', async () => {
    const work_day_volunteers =
      'id,gardener_id,work_date,hours,role\n1,1,2024-03-01,3,Volunteer\n2,2,2024-04-01,2.5,Lead\n3,1,2023-05-01,4,Volunteer\n';
    const a = await askWith({ work_day_volunteers }, 'How many volunteer hours were logged in 2024?', true);
    expect(flat(a)).toEqual([5.5]);
  });
});

describe('round thirty: a measure said in another unit than its column', () => {
  it('reads "more than 2 kg" over grams', async () => {
    const birds = 'bird_id,bird_name,flying_weight_grams\n1,Hawk,1100\n2,Eagle,3900\n3,Owl,2400\n';
    const a = await askWith({ birds }, 'Which birds weigh more than 2 kg?', true);
    expect(sorted(a)).toEqual(['"Eagle"', '"Owl"']);
    expect(a.interpretation).toContain('2 read as 2000 in flying_weight_grams');
  });
  it('reads "longer than an hour" over minutes', async () => {
    const walks = 'walk_id,dog_name,duration_minutes\n1,Rex,45\n2,Bo,75\n3,Fido,90\n4,Max,60\n';
    const a = await askWith({ walks }, 'How many walks lasted longer than an hour?', true);
    expect(flat(a)).toEqual([2]);
  });
  it('reads "$10" over cents', async () => {
    const events = 'event_id,title,priceCents\n1,Talk,0\n2,Dinner,2500\n3,Lunch,800\n';
    const a = await askWith({ events }, 'Which events cost more than $10?', true);
    expect(flat(a)).toEqual(['Dinner']);
  });
});

describe('round thirty: a count asked for, "highest first"', () => {
  it('orders the counts by "busiest first" and "highest first"', async () => {
    const instruments = 'instrumentId,instrumentName\n1,Mass Spec\n2,Centrifuge\n3,Scope\n';
    const testResults = 'resultId,instrumentId,resultValue\n1,2,5\n2,2,6\n3,2,7\n4,1,1\n5,3,2\n6,3,3\n';
    for (const closing of ['busiest first', 'highest first']) {
      const a = await askWith(
        { instruments, testResults },
        `For each instrument, show its name and the number of tests run on it, ${closing}.`,
        true,
      );
      expect(flat(a)).toEqual([
        ['Centrifuge', 3],
        ['Scope', 2],
        ['Mass Spec', 1],
      ]);
    }
  });
});

describe('round thirty: "total invoiced" sums the total billed', () => {
  it('sums `Total Cost`, not `Amount Paid`, for "Total invoiced per year"', async () => {
    const invoices =
      'Invoice ID,Invoice Date,Items Total,Total Cost,Amount Paid\n1,2023-02-01,100,1200,1200\n2,2023-06-01,50,800,0\n3,2024-01-05,70,500,500\n';
    const a = await askWith({ invoices }, 'Total invoiced per year, in year order please.', true);
    expect(flat(a)).toEqual([
      [2023, 2000],
      [2024, 500],
    ]);
  });
});

describe('round thirty: a month named beside a column of month numbers', () => {
  it('reads "a March year end" as `year_end_month` = 3', async () => {
    const clients = 'client_id,client_name,year_end_month\n1,Acme,3\n2,Bolt,12\n3,Crest,3\n4,Dale,6\n';
    const a = await askWith({ clients }, 'clients with a march year end', true);
    expect(sorted(a)).toEqual(['"Acme"', '"Crest"']);
  });
});

describe('round thirty: rows none of which exist are not joined as well', () => {
  it('names the staff who have never taken a dog out for a walk', async () => {
    const staff = 'id,first_name,last_name\n1,Ann,Lee\n2,Bo,Ray\n3,Cy,Fox\n';
    const dogs = 'id,dog_name\n1,Rex\n2,Fido\n';
    const walks = 'walk_id,staff_id,dog_id,duration_minutes\n1,1,1,30\n2,1,2,45\n3,3,1,20\n';
    const a = await askWith(
      { staff, dogs, walks },
      'Name the staff who have never taken a dog out for a walk.',
      true,
    );
    expect(flat(a)).toEqual([['Bo', 'Ray']]);
  });
});

describe('round thirty: a flag said before a measure', () => {
  it('sums the hours of the non-billable timesheets', async () => {
    const timesheets =
      'timesheet_id,staff_id,hours,billable\n1,1,3,true\n2,1,2.5,false\n3,2,4,false\n4,2,1,true\n';
    const a = await askWith({ timesheets }, 'how many non-billable hours have been logged in total?', true);
    expect(flat(a)).toEqual([6.5]);
  });
  it('reads no flag of a measure a verb names ("Do duets score better …?")', async () => {
    const PERFORMANCE =
      'PERF_ID,SINGER,IS_DUET,SCORE\n1,Ann,true,8\n2,Bo,false,6\n3,Cy,true,9\n4,Di,false,7\n';
    const a = await askWith(
      { PERFORMANCE },
      'Do duets score better than solo performances? Show the average score for each.',
      true,
    );
    expect(sorted(a)).toEqual(['["false",6.5]', '["true",8.5]']);
  });
});

describe('round thirty: "on average, how many days" a row takes', () => {
  it('averages paid date minus invoice date', async () => {
    const invoices =
      'invoice_id,invoice_date,due_date,paid_date\n1,2024-01-01,2024-01-31,2024-01-11\n2,2024-02-01,2024-03-02,2024-02-21\n3,2024-03-01,2024-03-31,\n';
    const a = await askWith({ invoices }, 'On average, how many days does an invoice take to be paid?', true);
    expect(flat(a)).toEqual([15]);
  });
  it('averages the nights from check-in to check-out', async () => {
    const stays =
      'stay_id,check_in,check_out,status\n1,2024-05-01,2024-05-03,Completed\n2,2024-05-02,2024-05-06,Completed\n3,2024-06-01,2024-06-02,Cancelled\n';
    const a = await askWith({ stays }, 'On average, how many nights did completed stays last?', true);
    expect(flat(a)).toEqual([3]);
  });
});

describe('round thirty: "aged 25 to 35"', () => {
  it('reads an age range said without "between"', async () => {
    const t_patient =
      'k_patient,c_first_name,n_age,c_sport\n1,Ann,24,Hockey\n2,Bo,30,Netball\n3,Cy,35,Hockey\n4,Di,40,Rugby\n';
    const a = await askWith({ t_patient }, 'Which patients aged 25 to 35 play hockey or netball?', true);
    expect(sorted(a)).toEqual(['"Bo"', '"Cy"']);
  });
});

describe('round thirty: guards the rewordings asked for', () => {
  it('still reads "male, by faculty id" as `Sex` = M', async () => {
    const Faculty = 'FacID,Lname,Sex,Rank\n1,Ann,F,Prof\n2,Bob,M,Prof\n3,Cy,M,AsstProf\n';
    const a = await askWith({ Faculty }, 'Which faculty members are male, by faculty id?', true);
    expect(flat(a)).toEqual([2, 3]);
  });
  it('reads "How much was the campus fee …?" as the fee, not a total', async () => {
    const Campuses =
      'Id,Campus,County\n1,San Francisco State University,San Francisco\n2,Humboldt State University,Humboldt\n';
    const csu_fees = 'Campus,Year,CampusFee\n1,2000,1800\n1,2001,1900\n2,2000,1500\n';
    const a = await askWith(
      { Campuses, csu_fees },
      'How much was the campus fee at "San Francisco State University" in 2000?',
      true,
    );
    expect(a.sql).not.toMatch(/sum\(/);
    expect(flat(a)).toEqual([1800]);
  });
});

describe('round thirty-one: a verb with its adverb or object names a condition, not a column shown', () => {
  it('"Which bins were last audited in 2024?" lists the bins (their codes: no name column)', async () => {
    const bins =
      'bin_cd,cap_units,last_audit\nA-01-1,40,2024-03-02\nA-01-2,30,2023-11-20\nB-02-1,25,2024-07-15\n';
    const a = await askWith({ bins }, 'Which bins were last audited in 2024?', true);
    expect(sorted(a)).toEqual(['"A-01-1"', '"B-02-1"']);
  });
  it('"…, and when?" shows the code and the date', async () => {
    const bins = 'bin_cd,cap_units,last_audit\nA-01-1,40,2024-03-02\nA-01-2,30,2023-11-20\n';
    const a = await askWith({ bins }, 'Which bins were last audited in 2024, and when?', true);
    expect(a.columns).toEqual(['bin_cd', 'last_audit']);
  });
  it('"which customers opened accounts in 2023" lists their names', async () => {
    const wholesale_cust =
      'cust_id,trading_nm,city,acct_opened\n1,Bean There,Leeds,2023-02-01\n2,Grind House,York,2022-06-10\n3,Cup & Co,Leeds,2023-09-12\n';
    const a = await askWith({ wholesale_cust }, 'which customers opened accounts in 2023', true);
    expect(sorted(a)).toEqual(['"Bean There"', '"Cup & Co"']);
  });
});

describe('round thirty-one: "the five most recently received collections"', () => {
  it("lists the rows ranked by the verb's date, not the dates", async () => {
    const accessions =
      'accession_id,title,received_on\n1,Estate papers,2021-03-01\n2,Parish registers,2023-05-02\n3,Mill records,2022-08-09\n';
    const a = await askWith({ accessions }, 'List the two most recently received accessions.', true);
    expect(flat(a)).toEqual(['Parish registers', 'Mill records']);
  });
});

describe('round thirty-one: a date is compared with years only', () => {
  it('does not read "at least 10 purchase orders" as a year of `raised_dt`', async () => {
    const purchase_orders =
      'po_no,raised_dt,buyer\nPO-1,2023-01-04,Ann\nPO-2,2023-02-01,Bo\nPO-3,2024-03-01,Ann\n';
    const a = await askWith(
      { purchase_orders },
      'Which buyers have raised at least 10 purchase orders?',
      true,
    );
    expect(a.sql ?? '').not.toMatch(/year\("raised_dt"\) >= 10/);
  });
});

describe('round thirty-one: what stock and orders are worth', () => {
  const parts =
    'part_no,descr,unit_cost,on_hand,reorder_lvl\nEL-1,Fuse,2.5,10,5\nEL-2,Relay,10,0,2\nHY-1,Pump,40,3,1\n';
  it('"the total value of all parts" is unit cost times the quantity on hand, said so', async () => {
    const a = await askWith({ parts }, 'What is the total value of all parts?', true);
    expect(flat(a)).toEqual([145]);
    expect(a.interpretation).toContain('unit_cost × on_hand');
  });
  it('"out of stock" over `on_hand`', async () => {
    const a = await askWith({ parts }, 'How many parts are out of stock?', true);
    expect(flat(a)).toEqual([1]);
  });
  it('"the total value of purchase order PO-2" sums its lines, `px` read as price', async () => {
    const purchase_orders = 'po_no,raised_dt,buyer\nPO-1,2023-01-04,Ann\nPO-2,2023-02-01,Bo\n';
    const po_lines =
      'po_no,line_no,part_no,qty_ord,unit_px\nPO-1,1,EL-1,10,2.5\nPO-2,1,EL-2,3,10\nPO-2,2,HY-1,2,40\n';
    const a = await askWith(
      { purchase_orders, po_lines },
      'What is the total value of purchase order PO-2?',
      true,
    );
    expect(flat(a)).toEqual([110]);
  });
});

describe('round thirty-one: courtesy around a request', () => {
  const classes =
    'class_id,class_name,weekday,monthly_fee\n1,Kids Karate,Saturday,30\n2,Kata Focus,Monday,45\n3,Kumite Squad,Saturday,50\n';
  it('drops a greeting and thanks', async () => {
    const a = await askWith(
      { classes },
      'Hi there! Can you show me the classes held on Saturdays? Thanks so much.',
      true,
    );
    expect(sorted(a)).toEqual(['"Kids Karate"', '"Kumite Squad"']);
  });
  it('drops hedges: "would it be possible to", "if it\'s not too much trouble"', async () => {
    const a = await askWith(
      { classes },
      "Would it be possible to find out, if it's not too much trouble, what the average monthly fee for a class is?",
      true,
    );
    expect(flat(a)).toEqual([125 / 3]);
  });
  it('keeps a value that closes the question ("the class called Cheers")', async () => {
    const named = `${classes}4,Cheers,Friday,20\n`;
    const a = await askWith({ classes: named }, 'On which weekday is the class called Cheers?', true);
    expect(flat(a)).toEqual(['Friday']);
  });
});

describe('round thirty-one: a schema named in Spanish or German', () => {
  const clientes =
    'id_cliente,nombre,apellido,ciudad,fecha_registro\n1,Leticia,Reyes,Zapopan,2019-05-01\n2,Jorge,Ruiz,Guadalajara,2021-02-11\n3,Ana,Soto,Zapopan,2022-07-30\n';
  it("reads `clientes.ciudad` as the customers' city", async () => {
    const a = await askWith({ clientes }, 'How many customers are there in each city?', true);
    expect(sorted(a)).toEqual(['["Guadalajara",1]', '["Zapopan",2]']);
  });
  it('reads `nombre` beside `apellido` as the first name', async () => {
    const a = await askWith(
      { clientes },
      'Which customers registered before 2021? Give their first and last names.',
      true,
    );
    expect(a.columns).toEqual(['nombre', 'apellido']);
    expect(flat(a)).toEqual([['Leticia', 'Reyes']]);
  });
  it('reads `empleados.salario_mensual` by job title (`puesto`)', async () => {
    const empleados =
      'id_empleado,nombre,apellido,puesto,salario_mensual\n1,Ana,Soto,Cajero,9000\n2,Luis,Paz,Vendedor,12000\n3,Eva,Gil,Cajero,9500\n';
    const a = await askWith({ empleados }, 'What is the average monthly salary by job title?', true);
    expect(sorted(a)).toEqual(['["Cajero",9250]', '["Vendedor",12000]']);
  });
  it('reads names with accents and two-word names (`teléfono`, `razon_social`)', async () => {
    const proveedores =
      'id_proveedor,razon_social,ciudad,teléfono\n1,Tubos de Occidente,Guadalajara,3312345678\n2,Aceros del Norte,Monterrey,8187654321\n';
    const a = await askWith(
      { proveedores },
      'What is the phone number of the supplier whose company name is Aceros del Norte?',
      true,
    );
    expect(flat(a)).toEqual([8187654321]);
  });
  it('reads German names (`kunde.nachname`, `auftrag.betrag`)', async () => {
    const kunde = 'kunden_nr,vorname,nachname,ort\n1,Jonas,Weber,Köln\n2,Mia,Schulz,Bonn\n';
    const auftrag =
      'auftrag_nr,kunden_nr,datum,betrag\n1,1,2024-01-05,120\n2,1,2024-02-07,80\n3,2,2024-02-09,300\n';
    const a = await askWith(
      { kunde, auftrag },
      'What is the total amount of the orders of customers in Köln?',
      true,
    );
    expect(flat(a)).toEqual([200]);
  });
});

describe('round thirty-one: shortenings of rates', () => {
  it('reads `hrly_rate` for "paid more per hour", not the orders\' money', async () => {
    const maker = 'mkr_id,full_nm,hrly_rate\n1,Ann,20\n2,Bo,30\n3,Cy,40\n';
    const work_order = 'wo_no,mkr_id,qty,unit_px\n1,1,10,500\n2,2,1,20\n';
    const a = await askWith(
      { maker, work_order },
      'Which makers are paid more per hour than the average maker?',
      true,
    );
    expect(flat(a)).toEqual(['Cy']);
  });
  it('keeps "with their scheduled departure" a column shown', async () => {
    const runs = 'run_id,scheduled_departure,line\n1,2025-03-22 08:00:00,A\n2,2025-03-23 09:00:00,B\n';
    const a = await askWith({ runs }, 'list the runs on 22 March 2025 with their scheduled departure', true);
    expect(a.columns).toContain('scheduled_departure');
  });
});

describe('round thirty-one: a margin is what a row charges minus what it costs', () => {
  const placements = 'plc_id,cli_id,charge_rate,pay_rate\n1,1,20,14\n2,1,25,18\n3,2,30,20\n';
  const clients = 'cli_id,cli_nm\n1,Acme\n2,Brill\n';
  it('averages `charge_rate - pay_rate`, said so and headed so', async () => {
    const a = await askWith({ placements }, 'What is the average hourly margin across all placements?', true);
    expect(flat(a)).toEqual([23 / 3]);
    expect(a.interpretation).toContain('charge_rate − pay_rate');
    expect(a.columns).toEqual(['average_charge_rate_minus_pay_rate']);
  });
  it('per client', async () => {
    const a = await askWith({ placements, clients }, 'What is the average margin per client?', true);
    expect(sorted(a)).toEqual(['["Acme",6.5]', '["Brill",10]']);
  });
  it('reads `ot_hrs` as overtime hours', async () => {
    const timesheets = 'ts_id,hrs,ot_hrs\n1,37.5,2\n2,40,5\n';
    const a = await askWith({ timesheets }, 'How many overtime hours have been logged in total?', true);
    expect(flat(a)).toEqual([7]);
  });
});

describe('round thirty-one: "per day of the week", "per hour of the day"', () => {
  it('groups by a text column of weekdays', async () => {
    const classes = 'class_id,class_name,weekday\n1,Kata,Monday\n2,Kumite,Saturday\n3,Kids,Saturday\n';
    const a = await askWith({ classes }, 'How many classes are held on each day of the week?', true);
    expect(sorted(a)).toEqual(['["Monday",1]', '["Saturday",2]']);
  });
  it('groups dates by their weekday and timestamps by their hour', async () => {
    const calls = 'call_id,started_at\n1,2024-03-04 09:15:00\n2,2024-03-04 09:40:00\n3,2024-03-09 14:05:00\n';
    const byDay = await askWith({ calls }, 'How many calls were there per day of the week?', true);
    expect(sorted(byDay)).toEqual(['["Monday",2]', '["Saturday",1]']);
    const byHour = await askWith({ calls }, 'How many calls were there for each hour of the day?', true);
    expect(flat(byHour)).toEqual([
      [9, 2],
      [14, 1],
    ]);
  });
});

describe('round thirty-one: the object of a verb that sets a date condition', () => {
  it('"Which customers opened their account before 2022?" lists names, not `acct_cls`', async () => {
    const cust =
      'cust_id,cust_nm,acct_cls,opened\n1,Otley Grammar,TRADE,2021-03-01\n2,Mrs Hall,DOMESTIC,2023-01-09\n';
    const a = await askWith({ cust }, 'Which customers opened their account before 1 January 2022?', true);
    expect(flat(a)).toEqual(['Otley Grammar']);
  });
});

describe('round thirty-one: rewordings of counts and conditions', () => {
  const park =
    'park_id,park_name,city,state\n1,Yankee Stadium,Bronx,NY\n2,Shea,Queens,NY\n3,Fenway,Boston,MA\n';
  const team = 'team_id,name,park\n1,Yankees,Yankee Stadium\n2,Red Sox,Fenway\n';
  const college = 'college_id,name_full,state\n1,NYU,NY\n';
  it('"Count the parks located in NY." counts the parks table, not a `park` column', async () => {
    const a = await askWith({ park, team, college }, 'Count the parks located in NY.', true);
    expect(flat(a)).toEqual([2]);
  });
  it('"For each contract, count the assets it contains"', async () => {
    const contracts = 'contract_id,company\n1,Acme\n2,Brill\n';
    const assets = 'asset_id,contract_id,make\n1,1,Dell\n2,1,HP\n3,2,Dell\n';
    const a = await askWith(
      { contracts, assets },
      'For each contract, count the assets it contains and show the contract id.',
      true,
    );
    expect(sorted(a)).toEqual(['[1,2]', '[2,1]']);
  });
  it('"where the number of bikes available was seven" compares the column', async () => {
    const station = 'id,name\n1,Market\n2,Harbour\n';
    const status =
      'station_id,bikes_available,time\n1,7,2015-01-01\n1,3,2015-01-02\n2,5,2015-01-01\n2,3,2015-01-02\n';
    const a = await askWith(
      { station, status },
      'List the distinct names of stations where the number of bikes available was seven at some point.',
      true,
    );
    expect(a.columns).toEqual(['name']);
    expect(flat(a)).toEqual(['Market']);
  });
  it('"hotels where pets are allowed" over `pets_allowed_yn`', async () => {
    const hotels = 'hotel_id,pets_allowed_yn,price_range\n1,1,100\n2,0,300\n3,1,200\n';
    const a = await askWith(
      { hotels },
      'What is the average price range of hotels where pets are allowed?',
      true,
    );
    expect(flat(a)).toEqual([150]);
  });
  it('"each department name and budget where the budget exceeds the average" lists them, uncounted', async () => {
    const department = 'dept_name,building,budget\nMath,A,100\nPhysics,B,300\nHistory,C,200\n';
    const a = await askWith(
      { department },
      'Give me each department name and budget where the budget exceeds the average.',
      true,
    );
    expect(flat(a)).toEqual([['Physics', 300]]);
  });
  it('"Tell me where the X club is located." asks where', async () => {
    const club =
      'club_id,club_name,club_location\n1,Hopkins Student Enterprises,AKW\n2,Bootup Baltimore,HHH\n';
    const a = await askWith(
      { club },
      'Tell me where the "Hopkins Student Enterprises" club is located.',
      true,
    );
    expect(flat(a)).toEqual(['AKW']);
  });
});

describe('round thirty-one: "32 and above", "30 and younger"', () => {
  const artist = 'Artist_ID,Artist,Age\n1,Ann,25\n2,Bo,32\n3,Cy,40\n';
  it('widens the bound said after "and"', async () => {
    const above = await askWith({ artist }, 'Which artists are aged 32 and above?', true);
    expect(sorted(above)).toEqual(['"Bo"', '"Cy"']);
    const younger = await askWith({ artist }, 'How many artists are 32 and younger?', true);
    expect(flat(younger)).toEqual([2]);
  });
  it('keeps two ages joined by "and" two values', async () => {
    const a = await askWith({ artist }, 'List the artists aged 25 and 40.', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Cy"']);
  });
});

describe('round thirty-one: rows named by a clause or a value of theirs', () => {
  const STUDENT = 'STU_NUM,STU_LNAME,STU_FNAME,STU_CLASS\n1,Smithson,Anne,Jr\n2,Brewer,Juliette,Sr\n';
  const CLASS = 'CLASS_CODE,CRS_CODE,CLASS_ROOM\n10012,ACCT-211,BUS311\n10013,CIS-220,KLR209\n';
  const ENROLL = 'CLASS_CODE,STU_NUM,ENROLL_GRADE\n10012,1,A\n10013,1,B\n10013,2,C\n';
  it('"every student taking class ACCT-211" shows no `STU_CLASS`', async () => {
    const a = await askWith(
      { STUDENT, CLASS, ENROLL },
      'Give me the first name of every student taking class ACCT-211.',
      true,
    );
    expect(a.columns).toEqual(['STU_FNAME']);
    expect(flat(a)).toEqual(['Anne']);
  });
  it('"classes taken by the student …" are the CLASS rows', async () => {
    const a = await askWith(
      { STUDENT, CLASS, ENROLL },
      'Which course codes correspond to classes taken by the student whose last name is Smithson?',
      true,
    );
    expect(a.columns).toEqual(['CRS_CODE']);
    expect(sorted(a)).toEqual(['"ACCT-211"', '"CIS-220"']);
  });
});

describe('round thirty-one: counts said otherwise', () => {
  it('"sorted by their number of credits" sorts by the column', async () => {
    const Course = 'CID,CName,Credits\n1,Algebra,4\n2,Poetry,2\n3,Physics,3\n';
    const a = await askWith(
      { Course },
      'Show the names of courses, sorted by their number of credits.',
      true,
    );
    expect(flat(a)).toEqual(['Poetry', 'Physics', 'Algebra']);
  });
  it('"Count how many schools there are." counts the distinct schools', async () => {
    const DEPARTMENT =
      'DEPT_CODE,DEPT_NAME,SCHOOL_CODE\nACCT,Accounting,BUS\nCIS,Info Systems,BUS\nENG,English,A&SCI\n';
    const a = await askWith({ DEPARTMENT }, 'Count how many schools there are.', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round thirty-one: "have written reviews", "hold certificates"', () => {
  const useracct = 'u_id,name\n1,Helen\n2,Mark\n3,Terry\n';
  const review = 'a_id,u_id,i_id,rating\n1,1,1,10\n2,1,2,5\n3,2,1,7\n';
  it('counts the rows that have such rows, each once', async () => {
    const a = await askWith({ useracct, review }, 'How many distinct users have written reviews?', true);
    expect(flat(a)).toEqual([2]);
  });
  it('lists them after a present-tense verb', async () => {
    const employee = 'eid,name\n1,Ann\n2,Bo\n3,Cy\n';
    const certificate = 'eid,aid\n1,10\n1,11\n3,10\n';
    const a = await askWith(
      { employee, certificate },
      'Which employees hold certificates? Give names.',
      true,
    );
    expect(sorted(a)).toEqual(['"Ann"', '"Cy"']);
  });
});

describe('round thirty-one: "multiple"', () => {
  it('"staff with multiple job assignments" is at least two', async () => {
    const Staff = 'staff_id,staff_name\n1,Ann\n2,Bo\n3,Cy\n';
    const Staff_Department_Assignments =
      'staff_id,department_id,job_title_code\n1,1,Clerk\n1,2,Manager\n2,1,Clerk\n';
    const a = await askWith(
      { Staff, Staff_Department_Assignments },
      'List the names of staff with multiple job assignments.',
      true,
    );
    expect(flat(a)).toEqual(['Ann']);
  });
});

describe('round thirty-one: "still waiting to be sold", "earliest year first"', () => {
  const items = 'item_id,name,price,sold_date\n1,Lamp,5,2024-01-02\n2,Vase,8,\n3,Coat,12,\n';
  it('reads "still waiting to be sold" as not sold', async () => {
    const a = await askWith({ items }, 'How many items are still waiting to be sold?', true);
    expect(flat(a)).toEqual([2]);
  });
  it('reads "earliest year first" as the direction of the years\' order', async () => {
    const bookings = 'booking_id,booking_date\n1,2023-03-01\n2,2022-05-06\n3,2023-07-08\n';
    const a = await askWith(
      { bookings },
      'Show the number of bookings made each year, earliest year first.',
      true,
    );
    expect(flat(a)).toEqual([
      [2022, 1],
      [2023, 2],
    ]);
  });
});

describe('round thirty-one: "a single", "who have taken one class"', () => {
  const STUDENT = 'STU_NUM,STU_FNAME\n1,Anne\n2,Juliette\n3,Walter\n';
  const ENROLL = 'CLASS_CODE,STU_NUM\n10,1\n11,1\n10,2\n';
  const CLASS = 'CLASS_CODE,CRS_CODE\n10,ACCT-211\n11,CIS-220\n';
  it('"who have taken just a single class" counts one', async () => {
    const a = await askWith(
      { STUDENT, ENROLL, CLASS },
      'List the first names of students who have taken just a single class.',
      true,
    );
    expect(flat(a)).toEqual(['Juliette']);
  });
  it('"in more than a single shop" is more than one', async () => {
    const device = 'Device_ID,Carrier\n1,Vodafone\n2,Verizon\n';
    const shop = 'Shop_ID,Shop_Name\n1,Dinas\n2,Ferndale\n3,Apple\n';
    const stock = 'Shop_ID,Device_ID,Quantity\n1,1,10\n2,1,5\n1,2,3\n';
    const a = await askWith(
      { device, shop, stock },
      'What are the carriers of devices that are in stock in more than a single shop?',
      true,
    );
    expect(flat(a)).toEqual(['Vodafone']);
  });
});

describe('round thirty-one: a preposition names no column', () => {
  it('"Which venues are in Leeds?" reads the venues\' city, not a promoter\'s `based_in`', async () => {
    const venue = 'venue_id,vname,city\n1,The Velvet Fox,Leeds\n2,Backroom,Edinburgh\n';
    const promoter = 'prm_id,prm_name,based_in\n1,Laughs Ltd,Leeds\n2,Gigs North,York\n';
    const gig = 'gig_id,venue_id,prm_id\n1,2,1\n2,1,2\n';
    const a = await askWith({ venue, promoter, gig }, 'Which venues are in Leeds?', true);
    expect(flat(a)).toEqual(['The Velvet Fox']);
  });
});

describe('round thirty-one: more ways of asking politely', () => {
  const classes =
    'class_id,class_name,weekday,room,monthly_fee\n1,Kids Karate,Saturday,Studio B,30\n2,Kata Focus,Monday,Studio A,45\n3,Kumite Squad,Saturday,Studio B,50\n';
  it('drops openers: "Might I ask", "I was hoping you might be able to", "Apologies for the bother, but"', async () => {
    const asked = await askWith({ classes }, 'Might I ask how many classes are held in Studio B?', true);
    expect(flat(asked)).toEqual([2]);
    const hoping = await askWith(
      { classes },
      'I was hoping you might be able to tell me how many classes there are on each weekday.',
      true,
    );
    expect(sorted(hoping)).toEqual(['["Monday",1]', '["Saturday",2]']);
    const sorry = await askWith(
      { classes },
      'Apologies for the bother, but which classes are in Studio A?',
      true,
    );
    expect(flat(sorry)).toEqual(['Kata Focus']);
  });
  it('drops a signed-off name after thanks', async () => {
    const a = await askWith(
      { classes },
      'Please list the classes held on Mondays. Many thanks, Claire',
      true,
    );
    expect(flat(a)).toEqual(['Kata Focus']);
  });
  it('never takes a word of asking for a column ("might" is no `min_months_to_next`)', async () => {
    const ranked =
      'class_id,class_name,weekday,room,min_belt\n1,Kids Karate,Saturday,Studio B,white\n2,Kata Focus,Monday,Studio A,yellow\n';
    const belt_rank = 'belt,rank_order,min_months_to_next\nwhite,1,3\nyellow,2,4\n';
    const a = await askWith(
      { classes: ranked, belt_rank },
      'Which classes might be held on Saturdays, and in which rooms, I wonder?',
      true,
    );
    expect(`${a.sql ?? ''} ${a.interpretation ?? ''}`).not.toContain('min_months_to_next');
  });
});

describe('round thirty-two: plurals of words ending in "-use"', () => {
  it('"by cause" meets a `delay_causes` table ("causes" and "cause" share a stem)', async () => {
    const delay_causes = 'id,label\n1,Signal fault\n2,Weather\n';
    const delays = 'delay_id,delay_cause_id,minutes_late\n1,1,5\n2,1,7\n3,2,4\n';
    const a = await askWith({ delay_causes, delays }, 'total delay minutes by cause', true);
    expect(sorted(a)).toEqual(['["Signal fault",12]', '["Weather",4]']);
  });
});

describe('round thirty-two: a verb said of the rows asked about', () => {
  const tools =
    'tool_id,tool_name,purchase_price,hourly_rate,daily_max_charge\n1,Lathe,900,6,40\n2,Drill,80,2,10\n3,Kiln,1500,8,55\n4,Saw,60,3,12\n';
  it('"Which tools cost more than 5 an hour?" shows the tools, not `purchase_price`', async () => {
    const a = await askWith({ tools }, 'Which tools cost more than 5 an hour to hire?', true);
    expect(sorted(a)).toEqual(['"Kiln"', '"Lathe"']);
  });
  it('"Which tool charges the highest hourly rate?" shows the tool, not `daily_max_charge`', async () => {
    const a = await askWith({ tools }, 'Which tool charges the highest hourly rate?', true);
    expect(flat(a)).toEqual(['Kiln']);
  });
  it('"What events were held in the Basement?" shows the events, not their capacity', async () => {
    const events =
      'event_id,event_title,room,capacity\n1,Poetry Night,Basement,40\n2,Book Launch,Main Hall,120\n3,Quiz,Basement,40\n';
    const a = await askWith({ events }, 'what events were held in the Basement', true);
    expect(sorted(a)).toEqual(['"Poetry Night"', '"Quiz"']);
  });
  it('"Which concerts sold more tickets than average?" compares `tickets_sold`, not `ticket_price`', async () => {
    const concerts =
      'concert_id,title,ticket_price,tickets_sold\n1,Messiah,30,400\n2,Requiem,12,150\n3,Carols,8,350\n4,Vespers,25,100\n';
    const a = await askWith({ concerts }, 'Which concerts sold more tickets than average?', true);
    expect(sorted(a)).toEqual(['"Carols"', '"Messiah"']);
  });
});

describe('round thirty-two: a direction of sorting said after a comma', () => {
  it('"Number of students in each city, biggest first." counts, with no largest amount of another table', async () => {
    const guardians = 'guardian_id,name\n1,Ann\n2,Bob\n';
    const students =
      'student_id,name,city,guardian_id\n1,Al,Leeds,1\n2,Bea,York,2\n3,Cy,Leeds,1\n4,Di,Leeds,2\n';
    const invoices = 'invoice_id,guardian_id,amount_due\n1,1,50\n2,2,70\n';
    const a = await askWith(
      { guardians, students, invoices },
      'Number of students in each city, biggest first.',
      true,
    );
    expect(a.rows).toEqual([
      ['Leeds', 3],
      ['York', 1],
    ]);
  });
});

describe('round thirty-two: a column asked for after "and" and a preposition', () => {
  const sponsor = 'id,name\n1,Acme\n2,Bolt\n3,Crest\n';
  const race = 'id,name\n1,Cherry Blossom\n2,Harbour Run\n';
  const race_sponsor = 'race_id,sponsor_id,tier\n1,1,Gold\n1,2,Silver\n2,3,Gold\n';
  it('"Which sponsors support the Cherry Blossom, and at what tier?" shows the sponsors and their tiers', async () => {
    const a = await askWith(
      { sponsor, race, race_sponsor },
      'Which sponsors support the Cherry Blossom, and at what tier?',
      true,
    );
    expect(sorted(a)).toEqual(['["Acme","Gold"]', '["Bolt","Silver"]']);
  });
  it('"Who took in the donations at Ilkley, and on what dates?" shows the person who did, and the dates', async () => {
    const shops = 'shop_id,shop_name\n1,Ilkley\n2,Otley\n';
    const volunteers = 'volunteer_id,first_name,last_name\n1,Ann,Lee\n2,Raj,Patel\n';
    const donations =
      'donation_id,donor_name,shop_id,received_by,donation_date\n1,Mrs Hall,1,1,2024-03-02\n2,Mr Bose,1,2,2024-04-09\n3,Ms Kaur,2,1,2024-05-01\n';
    const a = await askWith(
      { shops, volunteers, donations },
      'Who took in the donations at Ilkley, and on what dates?',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Lee","2024-03-02"]', '["Raj","Patel","2024-04-09"]']);
  });
});

describe('round thirty-two: a column named the other way round, with "of"', () => {
  it('"with their year of birth" shows `birth_year`', async () => {
    const people =
      'person_id,forenames,surname,birth_year\n1,Ann,Hall,1835\n2,Tom,Wood,1860\n3,Eli,Stone,1842\n';
    const a = await askWith(
      { people },
      'List everyone on file born between 1830 and 1850, with their year of birth',
      true,
    );
    expect(sorted(a)).toEqual(['["Ann","Hall",1835]', '["Eli","Stone",1842]']);
  });
});

describe('round thirty-two: a rate with its money said in words', () => {
  it('"cheaper than 12 pounds an hour" compares the hourly rate, not the hours booked', async () => {
    const rooms = 'room_id,hall_name,hourly_rate\n1,Main Hall,15\n2,Small Room,9\n3,Kitchen,11\n';
    const bookings = 'booking_id,room_id,hours_booked\n1,1,3\n2,2,20\n3,3,14\n';
    const a = await askWith({ rooms, bookings }, 'rooms cheaper than 12 pounds an hour?', true);
    expect(sorted(a)).toEqual(['"Kitchen"', '"Small Room"']);
  });
});

describe('round thirty-two: a reference named as a group', () => {
  const roofer = 'roofer_id,first_name,last_name\n1,Ann,Hall\n2,Raj,Patel\n';
  const job = 'job_id,lead_roofer_id,delay_days\n1,1,2\n2,1,3\n3,2,1\n4,2,1\n';
  it('"for each lead roofer" groups the roofers the jobs refer to, shown by name', async () => {
    const a = await askWith({ roofer, job }, 'total delay days for each lead roofer', true);
    expect(sorted(a)).toEqual(['["Ann","Hall",5]', '["Raj","Patel",2]']);
  });
  it('"for each lead roofer id" keeps the id', async () => {
    const a = await askWith({ roofer, job }, 'total delay days for each lead roofer id', true);
    expect(sorted(a)).toEqual(['[1,5]', '[2,2]']);
  });
});

describe('round thirty-two: the date of what happened to the rows', () => {
  it('"animals that arrived in 2024" reads the intake date, not the birth date listed first', async () => {
    const animals =
      'animal_id,animal_name,birth_date,intake_date\n1,Rex,2024-02-01,2025-01-10\n2,Tess,2019-05-05,2024-03-03\n3,Bo,2021-07-07,2023-08-08\n';
    const a = await askWith(
      { animals },
      'List the names of animals that arrived at the shelter in 2024.',
      true,
    );
    expect(flat(a)).toEqual(['Tess']);
  });
});

describe('round thirty-two: the business named with a possessive', () => {
  it('"Who are the club\'s wicketkeepers?" names no `club_runs` column', async () => {
    const players =
      'player_id,first_name,last_name,player_role\n1,Ann,Hall,Batter\n2,Raj,Patel,Wicketkeeper\n3,Tom,Wood,Bowler\n';
    const matches = 'match_id,opponent,club_runs\n1,Ashby,210\n2,Brill,180\n';
    const innings = 'innings_id,match_id,player_id,runs\n1,1,1,40\n2,1,2,12\n3,2,3,5\n';
    const a = await askWith({ players, matches, innings }, "Who are the club's wicketkeepers?", true);
    expect(a.rows).toEqual([['Raj', 'Patel']]);
  });
});

describe('round thirty-two: a period said twice', () => {
  it('"How many orders each year? List them by year." shows the year once', async () => {
    const orders = 'order_id,received_on\n1,2023-01-05\n2,2023-06-01\n3,2024-02-02\n';
    const a = await askWith({ orders }, 'How many orders were received each year? List them by year.', true);
    expect(a.rows).toEqual([
      [2023, 2],
      [2024, 1],
    ]);
  });
});

describe('round thirty-two: a superlative said with a possessive', () => {
  const rooms =
    'room_id,room_name,base_price,bed_type\n1,Harbour,120,King\n2,Garden,80,Twin\n3,Loft,150,Queen\n';
  it('"the cheapest room\'s name and its base price" ranks by price and shows the name', async () => {
    const a = await askWith({ rooms }, "Find the cheapest room's name and its base price.", true);
    expect(a.rows).toEqual([['Garden', 80]]);
  });
  it('"the most expensive room\'s bed type" shows the bed type of the dearest room', async () => {
    const a = await askWith({ rooms }, "What is the most expensive room's bed type?", true);
    expect(a.rows).toEqual([['Queen']]);
  });
});

describe('round thirty-two: a direction said after "in order of"', () => {
  const assets =
    'asset_id,asset_make,asset_model,disposed_date\n1,Acme,X1,2020-05-01\n2,Bolt,Z9,2018-02-02\n3,Acme,X2,2019-09-09\n';
  it('"in order of disposal date, earliest first" sorts every row, no groups', async () => {
    const a = await askWith(
      { assets },
      "List every asset's make and model in order of disposal date, earliest first.",
      true,
    );
    expect(a.rows).toEqual([
      ['Bolt', 'Z9'],
      ['Acme', 'X2'],
      ['Acme', 'X1'],
    ]);
  });
});

describe('round thirty-two: how many times, kept in a column', () => {
  it('"On average, how many times are documents accessed?" averages `access_count`', async () => {
    const documents = 'document_id,document_name,access_count\n1,Plan,10\n2,Budget,4\n3,Memo,1\n';
    const a = await askWith({ documents }, 'On average, how many times are documents accessed?', true);
    expect(flat(a)).toEqual([5]);
  });
});

describe('round thirty-two: a unit asked for picks the column kept in it', () => {
  it('"the average length of the bridges, measured in feet" reads `length_feet`', async () => {
    const bridge = 'bridge_id,name,length_meters,length_feet\n1,Tay,100,328\n2,Forth,200,656\n';
    const a = await askWith({ bridge }, 'Give me the average length of the bridges, measured in feet.', true);
    expect(flat(a)).toEqual([492]);
  });
});

describe('round thirty-two: "totals" and "counts" after what they add up or count', () => {
  const aircraft = 'aid,name\n1,Boeing\n2,Airbus\n';
  const flight = 'flno,aid,distance\n1,1,500\n2,1,700\n3,2,300\n';
  it('"their flight counts" counts the flights', async () => {
    const a = await askWith(
      { aircraft, flight },
      'List aircraft names together with their flight counts.',
      true,
    );
    expect(sorted(a)).toEqual(['["Airbus",1]', '["Boeing",2]']);
  });
  it('"distance totals" adds the distances up', async () => {
    const a = await askWith({ aircraft, flight }, 'Show aircraft names and their distance totals.', true);
    expect(sorted(a)).toEqual(['["Airbus",300]', '["Boeing",1200]']);
  });
});

describe('round thirty-two: "how old" and "both" name columns shown', () => {
  it('"How old are the gymnasts, ordered by total points?" shows their ages', async () => {
    const people = 'people_id,name,age\n1,Ana,19\n2,Bea,23\n3,Cai,21\n';
    const gymnast = 'gymnast_id,total_points\n1,55\n2,58\n3,50\n';
    const a = await askWith(
      { people, gymnast },
      'How old are the gymnasts, ordered from highest to lowest total points?',
      true,
    );
    expect(a.rows).toEqual([[23], [19], [21]]);
  });
  it('"How old is each person on average, by gender?" still averages the age', async () => {
    const person = 'name,age,gender\nAl,20,male\nBo,30,male\nCy,40,female\n';
    const a = await askWith({ person }, 'How old is each person on average by gender?', true);
    expect(sorted(a)).toEqual(['["female",40]', '["male",25]']);
  });
  it('"both address lines" shows `address_line_1` and `address_line_2`', async () => {
    const customers =
      'customer_id,name,address_line_1,address_line_2,email\n1,Ann,1 Mill Lane,Flat 2,ann@example.org\n2,Bob,9 High St,,bob@example.org\n';
    const a = await askWith(
      { customers },
      'Show me both address lines of the customer whose email is "ann@example.org".',
      true,
    );
    expect(a.rows).toEqual([['1 Mill Lane', 'Flat 2']]);
  });
});

describe('round thirty-two: "name" where no column is named so', () => {
  it('"the name and GDP of the city whose GDP is lowest" shows the city too', async () => {
    const city = 'city_id,city,gdp\n1,Nanjing,900\n2,Wuxi,300\n3,Hefei,500\n';
    const a = await askWith({ city }, 'Show the name and GDP of the city whose GDP is lowest.', true);
    expect(a.rows).toEqual([['Wuxi', 300]]);
  });
});

describe('round thirty-two: "depart" meets `departure_date`', () => {
  it('"When do the flights from Leeds to Rome depart and arrive?" shows both dates', async () => {
    const flight =
      'flno,origin,destination,departure_date,arrival_date\n1,Leeds,Rome,2024-05-01,2024-05-01\n2,Rome,Leeds,2024-05-03,2024-05-04\n';
    const a = await askWith({ flight }, 'When do the flights from Leeds to Rome depart and arrive?', true);
    expect(a.rows).toEqual([['2024-05-01', '2024-05-01']]);
  });
});

describe('round thirty-three: a column of the rows that would record the act, after a negation', () => {
  const emp = 'emp_code,emp_nm\nE1,Asha\nE2,Ben\nE3,Cora\n';
  const emp_skill = 'emp_code,skill,level\nE1,SQL,3\nE1,Python,2\nE3,Java,1\n';
  it('"employees who have no skills on record" are those no `emp_skill` row refers to', async () => {
    const a = await askWith({ emp, emp_skill }, 'Which employees have no skills on record?', true);
    expect(flat(a)).toEqual(['Ben']);
  });
  it('"events with no bookings at all" over `event_attendance.booked_on`', async () => {
    const events = 'event_id,event_name\n1,Gala\n2,Quiz\n3,Picnic\n';
    const event_attendance = 'attendance_id,event_id,booked_on\n1,1,2024-01-02\n2,3,2024-02-03\n';
    const a = await askWith({ events, event_attendance }, 'Which events have no bookings at all?', true);
    expect(flat(a)).toEqual(['Quiz']);
  });
  it('"no skills rated above level 2": what is said of them is a condition on the rows that must not exist', async () => {
    const a = await askWith({ emp, emp_skill }, 'Which employees have no skills rated above level 2?', true);
    expect(sorted(a)).toEqual(['"Ben"', '"Cora"']);
  });
});

describe('round thirty-three: irregular participles after a negation', () => {
  it('"Which strains have we never grown?" are the strains no batch refers to', async () => {
    const strains = 'strain_id,strain_name\n1,Oyster\n2,Shiitake\n3,Lion Mane\n';
    const batches = 'batch_id,strain_id,started_on\n1,1,2024-01-01\n2,3,2024-02-01\n';
    const a = await askWith({ strains, batches }, 'Which strains have we never grown?', true);
    expect(flat(a)).toEqual(['Shiitake']);
  });
});

describe('round thirty-three: "the total value of" rows with several money columns', () => {
  it('"the total value of supplier bookings that are pending" adds the agreed price, not the deposit', async () => {
    const supplier_booking =
      'booking_id,supplier,agreed_price,deposit_amount,status\n1,Flowers Ltd,500,50,Pending\n2,Cakes Co,300,30,Pending\n3,Band,900,90,Confirmed\n';
    const a = await askWith(
      { supplier_booking },
      "What's the total value of supplier bookings that are still pending?",
      true,
    );
    expect(flat(a)).toEqual([800]);
  });
  it('"the total value of all won opportunities": a word saying which rows before their name', async () => {
    const opportunity = 'id,name,amount,is_won\n1,Alpha,100,true\n2,Beta,250,false\n3,Gamma,40,true\n';
    const a = await askWith({ opportunity }, 'What is the total value of all won opportunities?', true);
    expect(flat(a)).toEqual([140]);
  });
});

describe('round thirty-three: a reference by role after a negation', () => {
  it('"played with White but never with Black" reads `black_id`, not the absence of games', async () => {
    const player = 'player_id,first_name\n1,Ann\n2,Bo\n3,Cy\n';
    const game = 'game_id,white_id,black_id,result\n1,1,2,1-0\n2,2,3,0-1\n3,1,3,1-0\n';
    const a = await askWith(
      { player, game },
      'Which players have played with White but never with Black?',
      true,
    );
    expect(flat(a)).toEqual(['Ann']);
  });
});

describe('round thirty-three: a value before the rows a total is of', () => {
  it('"the total value of completed bookings" sums `total_price` over the completed ones', async () => {
    const bookings =
      'booking_id,status,start_date,total_price\n1,Completed,2024-08-01,40\n2,Cancelled,2024-09-01,70\n3,Completed,2024-10-01,25\n';
    const a = await askWith({ bookings }, 'What was the total value of completed bookings?', true);
    expect(flat(a)).toEqual([65]);
  });
});

describe('round thirty-three: "Who is the … <rows>?"', () => {
  it('"Who is the oldest bird at the centre?" names the bird, not its handler', async () => {
    const handlers = 'handler_id,first_name,last_name\n1,Ann,Lee\n2,Bob,Ray\n';
    const birds =
      'bird_id,bird_name,species,hatched_on,handler_id\n1,Odin,Owl,2015-04-01,1\n2,Freya,Hawk,2011-06-01,2\n3,Loki,Kestrel,2019-02-01,1\n';
    const a = await askWith({ handlers, birds }, 'Who is the oldest bird at the centre?', true);
    expect(flat(a)).toEqual(['Freya']);
  });
});

describe('round thirty-three: "…, and from which <rows>?"', () => {
  it('"Which flyers have been disqualified, and from which competition?" shows the competition too', async () => {
    const flyers = 'flyer_id,first_name\n1,Ann\n2,Bob\n';
    const competitions = 'competition_id,competition_name\n1,Stunt Pairs\n2,Ballet\n';
    const entries =
      'entry_id,flyer_id,competition_id,status\n1,1,1,disqualified\n2,2,2,finished\n3,2,1,finished\n';
    const a = await askWith(
      { flyers, competitions, entries },
      'Which flyers have been disqualified, and from which competition?',
      true,
    );
    expect(a.rows).toEqual([['Ann', 'Stunt Pairs']]);
  });
});

describe('round thirty-three: "…, and which <rows>?" with their columns named after', () => {
  it('"…, and which dog got each? Give the call name and the score." shows those two columns only', async () => {
    const dogs = 'dog_id,registered_name,call_name\n1,Champ Of Avalon,Rex\n2,Lady Of Bray,Bess\n';
    const entries = 'entry_id,dog_id,score\n1,1,91\n2,2,88\n3,1,75\n';
    const a = await askWith(
      { dogs, entries },
      'What are the two highest scores ever awarded, and which dog got each? Give the call name and the score.',
      true,
    );
    expect(a.rows).toEqual([
      ['Rex', 91],
      ['Bess', 88],
    ]);
  });
});

describe('round thirty-four: periods and dates kept as text', () => {
  it('"in February 2024" over a text `period` of months written 2024-02', async () => {
    const collections =
      'collection_id,tonnage,period\n1,4.5,2024-01\n2,3.0,2024-02\n3,2.5,2024-02\n4,6.0,2024-03\n';
    const a = await askWith({ collections }, 'How many collections were recorded in February 2024?', true);
    expect(flat(a)).toEqual([2]);
  });

  it('"in 2019" over dates written "Mar 05, 2019"', async () => {
    const client =
      'client_id,client_name,joined_txt\n1,Ann,"Mar 05, 2019"\n2,Bob,"Nov 12, 2019"\n3,Cy,"Jan 20, 2021"\n';
    const a = await askWith({ client }, 'How many clients joined in 2019?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round thirty-four: a season is a year', () => {
  it('"Which teams took part in 2023?" over the standings\' `season` holding years', async () => {
    const teams = 'team_id,name\n1,Reds\n2,Blues\n3,Greens\n';
    const standings = 'season,team_id,w,l,pts\n2023,1,5,2,15\n2023,2,4,3,12\n2024,1,6,1,18\n2024,3,2,5,6\n';
    const a = await askWith({ teams, standings }, 'Which teams took part in 2023?', true);
    expect(sorted(a)).toEqual(['"Blues"', '"Reds"']);
  });
});

describe('round thirty-four: when a period is said', () => {
  it('"the total … for December 2024": a month of a year after "for"', async () => {
    const usage = 'usage_id,bill_mth,arpu\n1,2024-11-01,20\n2,2024-12-01,15\n3,2024-12-01,25\n';
    const a = await askWith({ usage }, 'What was the total arpu for December 2024?', true);
    expect(flat(a)).toEqual([40]);
  });

  it('"bookings … for 2024 arrivals": a year before the date column it is of', async () => {
    const bookings =
      'booking_id,hut_code,arrival_date,nights\n1,MH-07,2024-03-02,2\n2,MH-07,2023-07-01,1\n3,MH-07,2024-08-09,3\n4,MH-02,2024-01-01,1\n';
    const a = await askWith({ bookings }, 'How many bookings did hut MH-07 get for 2024 arrivals?', true);
    expect(flat(a)).toEqual([2]);
  });

  it('"entries at shows held before June 2023": the date of the rows named before the participle', async () => {
    const dogs = 'dog_id,dog_name,date_of_birth\n1,Rex,2021-02-01\n2,Bess,2023-03-01\n';
    const shows = 'show_id,show_name,show_date\n1,Spring Open,2023-04-10\n2,Autumn Open,2023-09-20\n';
    const classes = 'class_id,show_id,class_name\n1,1,Puppy\n2,2,Open\n';
    const entries = 'entry_id,class_id,dog_id\n1,1,1\n2,1,2\n3,2,1\n';
    const before = await askWith(
      { dogs, shows, classes, entries },
      'How many entries were there at shows held before June 2023?',
      true,
    );
    expect(flat(before)).toEqual([2]);
    const within = await askWith(
      { dogs, shows, classes, entries },
      'How many entries were there at shows held in 2023?',
      true,
    );
    expect(flat(within)).toEqual([3]);
  });

  it('"the number of sales in each year" groups by the sales\' own date, not the date their record changed', async () => {
    const albums = 'id,title,release_year\n1,Blue,1971\n2,Red,2012\n';
    const sales =
      'id,album_id,quantity,created_at,updated_at\n1,1,1,2023-05-01,2024-01-01\n2,2,1,2024-02-01,2024-02-02\n3,1,2,2024-06-01,2024-06-01\n';
    const a = await askWith({ albums, sales }, 'Show the number of sales in each year.', true);
    expect(a.rows).toEqual([
      [2023, 1],
      [2024, 2],
    ]);
  });
});

describe('round thirty-four: money taken in', () => {
  it('"How much did we take in from washes …?" sums what was paid, not the tips beside it', async () => {
    const washes =
      'wash_id,wash_dt,paid_amt,tip_amt\n1,2024-01-05,12.5,1\n2,2024-02-10,20,2\n3,2024-05-01,15,0\n';
    const a = await askWith(
      { washes },
      'How much did we take in from washes in the first quarter of 2024?',
      true,
    );
    expect(flat(a)).toEqual([32.5]);
  });

  it('"How much money have parking sessions … brought in?" sums what they paid', async () => {
    const carParks = 'carParkId,carParkName,town\n1,Central,York\n2,Riverside,Leeds\n';
    const parkingSessions =
      'sessionId,carParkId,entryDate,amountPaid\n1,1,2024-01-01,4.5\n2,1,2024-01-02,6\n3,2,2024-01-03,9\n';
    const a = await askWith(
      { carParks, parkingSessions },
      'How much money have parking sessions at car parks in York brought in?',
      true,
    );
    expect(flat(a)).toEqual([10.5]);
  });
});

describe('round thirty-four: "…, and how many do they hold?"', () => {
  it('shows the rows with their count beside them, not a count of the rows', async () => {
    const member = 'mbr_id,mbr_nm\n1,Ann Lee\n2,Bob Ray\n3,Cy Dunn\n';
    const account = 'acct_no,mbr_id,acct_type\n10,1,SAV\n11,1,CUR\n12,1,ISA\n13,2,SAV\n14,3,SAV\n15,3,CUR\n';
    const a = await askWith(
      { member, account },
      'Which members hold at least three accounts, and how many do they hold?',
      true,
    );
    expect(a.rows).toEqual([['Ann Lee', 3]]);
  });
});

describe('round thirty-four: rows listed first in a request', () => {
  it('"… Give me the client and the service." shows the client by name beside the service', async () => {
    const clients = 'client_id,client_name\n1,Acme Ltd\n2,Bolt & Co\n';
    const engagements =
      'engagement_id,client_id,service,status\n1,1,Payroll,Cancelled\n2,2,Audit,Active\n3,2,Tax return,Cancelled\n';
    const a = await askWith(
      { clients, engagements },
      'Which engagements were cancelled? Give me the client and the service.',
      true,
    );
    expect(sorted(a)).toEqual(['["Acme Ltd","Payroll"]', '["Bolt & Co","Tax return"]']);
  });
});

describe('round thirty-four: a flag said after "as a"', () => {
  it('"Which types of alteration have ever been done as a rush job?" keeps the rush ones', async () => {
    const alterations =
      'alteration_id,alteration_type,cost,is_rush\n1,Hem,40,true\n2,Bustle,85,false\n3,Straps,30,true\n4,Sleeves,60,false\n';
    const a = await askWith(
      { alterations },
      'Which types of alteration have ever been done as a rush job?',
      true,
    );
    expect(sorted(a)).toEqual(['"Hem"', '"Straps"']);
  });
});

describe('round thirty-four: a flag said by its adverb', () => {
  it('"the restorers who currently work at the workshop" keeps those `is_current`', async () => {
    const restorer =
      'restorer_id,first_name,day_rate,is_current\n1,Alan,300,true\n2,Rosa,200,true\n3,Ned,500,false\n';
    const a = await askWith(
      { restorer },
      'What is the average day rate of the restorers who currently work at the workshop?',
      true,
    );
    expect(flat(a)).toEqual([250]);
  });
});

describe('round thirty-four: a measure "in total"', () => {
  it('"What has maintenance cost us in total for each type of work?" sums the cost per type', async () => {
    const maintenance =
      'job_id,work_type,cost_gbp\n1,Calibration,120\n2,Calibration,80\n3,Repair,300\n4,Repair,150\n5,Cleaning,40\n';
    const a = await askWith(
      { maintenance },
      'What has maintenance cost us in total for each type of work?',
      true,
    );
    expect(sorted(a)).toEqual(['["Calibration",200]', '["Cleaning",40]', '["Repair",450]']);
  });

  it('"the total sales amount for each payment method" sums `total_amt` per method, not per amount', async () => {
    const sales = 'sale_id,pay_method,total_amt\n1,Card,12.5\n2,Cash,4\n3,Card,7.5\n4,Cash,4\n';
    const a = await askWith({ sales }, 'What is the total sales amount for each payment method?', true);
    expect(sorted(a)).toEqual(['["Card",20]', '["Cash",8]']);
  });
});

describe('round thirty-four: "each <value> <rows>"', () => {
  it('"How many items does each Ohio vendor supply?" groups by the vendors in Ohio', async () => {
    const vendors =
      'vendor_id,vendor_name,state\n1,Acme Tools,OH\n2,Buckeye Supply,OH\n3,Lone Star Hardware,TX\n4,Bay Bolts,CA\n5,Empire Nails,NY\n';
    const items =
      'item_id,item_name,vendor_id\n1,Hammer,1\n2,Saw,1\n3,Drill,2\n4,Level,3\n5,Wrench,3\n6,Clamp,4\n7,Vice,5\n';
    const a = await askWith({ vendors, items }, 'How many items does each Ohio vendor supply?', true);
    expect(sorted(a)).toEqual(['["Acme Tools",2]', '["Buckeye Supply",1]']);
  });

  it('not "the average … per confirmed booking": an average over those rows, not one group per booking', async () => {
    const skaters = 'skater_id,skater_name,membership_type\n1,Ann,Gold\n2,Bo,Gold\n3,Cy,Basic\n';
    const bookings =
      'booking_id,skater_id,status,amount_paid\n1,1,Confirmed,10\n2,2,Confirmed,20\n3,3,Confirmed,8\n4,3,Cancelled,50\n';
    const a = await askWith(
      { skaters, bookings },
      'For each membership type, what is the average amount paid per confirmed booking?',
      true,
    );
    expect(sorted(a)).toEqual(['["Basic",8]', '["Gold",15]']);
  });

  it('not "the mean rating of songs by female artists": the agent of the rows, not groups', async () => {
    const artist = 'artist_name,gender\nAda,Female\nBea,Female\nCal,Male\n';
    const song =
      'song_id,song_name,artist_name,rating\n1,One,Ada,6\n2,Two,Bea,8\n3,Three,Cal,1\n4,Four,Ada,10\n';
    const a = await askWith({ artist, song }, 'What is the mean rating of songs by female artists?', true);
    expect(flat(a)).toEqual([8]);
  });
});

describe('round thirty-four: buyers are customers, vendors suppliers', () => {
  it('"Top 2 customers by total order value" over `buyers` ranks the buyers by their orders', async () => {
    const buyers = 'pk_buyer,buyerName\n1,Ann Lee\n2,Bo Ray\n3,Cy Dunn\n';
    const orders = 'pk_order,fk_buyer,orderValue\n1,1,100\n2,2,250\n3,1,120\n4,3,90\n5,3,40\n';
    const a = await askWith({ buyers, orders }, 'Top 2 customers by total order value', true);
    expect(flat(a)).toEqual(['Bo Ray', 'Ann Lee']);
  });
});

describe('round thirty-five: what a comparison with the average measures', () => {
  it('"Which venues cost more to hire than the average venue?" compares the hire fee', async () => {
    const venues = 'venue_id,venue_name,capacity,hire_fee\n1,Hall,200,300\n2,Church,80,150\n3,Barn,60,90\n';
    const a = await askWith({ venues }, 'Which venues cost more to hire than the average venue?', true);
    expect(flat(a)).toEqual(['Hall']);
  });

  it('"Which toys are worth more than the average toy?" compares their value', async () => {
    const toys = 'id,name,age,value\n1,Kite,3,40\n2,Ball,9,5\n3,Bike,2,12\n';
    const a = await askWith({ toys }, 'Which toys are worth more than the average toy?', true);
    expect(flat(a)).toEqual(['Kite']);
  });
});

describe('round thirty-five: a measure named by a word near in meaning', () => {
  it('"the average subscription fee in each season" averages the amount, not the month or day it was paid', async () => {
    const subscriptions =
      'sub_id,season_yr,sub_type,amount,paid_yr,paid_mon,paid_dy\n1,2023,Adult,100,2023,3,5\n2,2023,Junior,50,2023,4,9\n3,2024,Adult,120,2024,3,7\n';
    const a = await askWith({ subscriptions }, 'What was the average subscription fee in each season?', true);
    expect(sorted(a)).toEqual(['[2023,75]', '[2024,120]']);
  });
});

describe('round thirty-five: people told by their name columns, rows told by their role', () => {
  it('"Who has the most entries?" ranks the fencers (`name_fencer`, `surname_fencer`) by their entries', async () => {
    const fencer = 'id_fencer,name_fencer,surname_fencer\n1,Ann,Lee\n2,Bo,Ray\n';
    const competition = 'id_competition,name_competition\n1,Open\n2,Cup\n';
    const entry = 'id_entry,id_competition,id_fencer\n1,1,1\n2,2,2\n3,1,2\n';
    const a = await askWith({ fencer, competition, entry }, 'Who has the most entries?', true);
    expect(a.rows).toEqual([['Bo', 'Ray']]);
  });

  it('"Which seamstress has carried out the most alterations?" ranks the staff whose role is Seamstress', async () => {
    const staff = 'staff_id,full_name,role\n1,Ann Lee,Seamstress\n2,Bo Ray,Seamstress\n3,Cy Dunn,Manager\n';
    const alterations = 'alteration_id,staff_id,cost\n1,1,10\n2,2,20\n3,2,5\n4,3,8\n5,3,9\n6,3,7\n';
    const a = await askWith(
      { staff, alterations },
      'Which seamstress has carried out the most alterations?',
      true,
    );
    expect(flat(a)).toEqual(['Bo Ray']);
  });
});

describe('round thirty-five: the largest single sale', () => {
  it('"What was our largest single sale?" is the largest of the sales\' own money', async () => {
    const sale =
      'Sale ID,Sale Date,Quantity,Total (£)\n1,2024-01-02,2,9.5\n2,2024-01-03,5,22.5\n3,2024-01-04,1,4\n';
    const a = await askWith({ sale }, 'What was our largest single sale?', true);
    expect(flat(a)).toEqual([22.5]);
  });
});

describe('round thirty-five: columns asked for in a later request', () => {
  it('"… - I want the invoice number and the amount." shows both', async () => {
    const invoices =
      'invoice_id,invoice_number,status,amount\n1,INV-1,Overdue,600\n2,INV-2,Paid,100\n3,INV-3,Overdue,350\n';
    const a = await askWith(
      { invoices },
      'Flag any invoices with the status Overdue - I want the invoice number and the amount.',
      true,
    );
    expect(sorted(a)).toEqual(['["INV-1",600]', '["INV-3",350]']);
  });

  it('"What\'s our cheapest drink and how much is it?" names the drink and its price', async () => {
    const menu_item =
      'item_id,item_name,category,price\n1,Water,drink,0.4\n2,Juice,drink,0.9\n3,Toast,food,0.3\n';
    const a = await askWith({ menu_item }, "What's our cheapest drink and how much is it?", true);
    expect(a.rows).toEqual([['Water', 0.4]]);
  });
});

describe('round thirty-five: "… and how much is each item?"', () => {
  it('shows the rows by their name and their price', async () => {
    const trucks = 'truckid,truckname\n1,Seoul Train\n2,Taco Bout It\n';
    const menuitems =
      'itemid,truckid,itemname,unitprice\n1,1,Bibimbap,10\n2,1,Kimchi Fries,5.5\n3,2,Taco,4\n';
    const a = await askWith(
      { trucks, menuitems },
      "What's on the menu at Seoul Train and how much is each item?",
      true,
    );
    expect(sorted(a)).toEqual(['["Bibimbap",10]', '["Kimchi Fries",5.5]']);
  });
});

describe('round thirty-five: times of day of timestamps', () => {
  const calls =
    'call_id,direction,started_at\n1,inbound,2024-03-01 08:15:00\n2,inbound,2024-03-01 11:59:00\n3,outbound,2024-03-02 12:30:00\n4,inbound,2024-03-02 17:45:00\n5,outbound,2024-03-03 19:10:00\n';

  it('"before noon", "in the morning" and "after 5pm" compare the time of `started_at`', async () => {
    expect(flat(await askWith({ calls }, 'How many calls started before noon?', true))).toEqual([2]);
    expect(flat(await askWith({ calls }, 'How many calls started in the morning?', true))).toEqual([2]);
    expect(flat(await askWith({ calls }, 'How many calls started after 5pm?', true))).toEqual([2]);
  });

  it('"evening calls" start from 5 pm, "between 9 and 1 pm" bounds both ends', async () => {
    expect(flat(await askWith({ calls }, 'How many evening calls were there?', true))).toEqual([2]);
    expect(flat(await askWith({ calls }, 'How many calls started between 9 and 1 pm?', true))).toEqual([2]);
  });
});

describe('round thirty-five: a flag said of the rows averaged', () => {
  it('"… worth more than the average won opportunity" averages the won ones only', async () => {
    const opportunity =
      'Id,Name,Amount,IsWon\n1,Refit,900,true\n2,Fryer,300,true\n3,Cold room,500,true\n4,Oven,100,false\n5,Hob,50,false\n';
    const a = await askWith(
      { opportunity },
      'Which won opportunities were worth more than the average won opportunity?',
      true,
    );
    expect(flat(a)).toEqual(['Refit']);
  });
});

describe('round thirty-five: what is compared, and how many', () => {
  it('"cost more than the average to build" compares the build cost, not the build year', async () => {
    const puppets =
      'Puppet_ID,Puppet_Name,Build_Year,Build_Cost\n1,Punch,1990,300\n2,Judy,2020,100\n3,Camel,2021,50\n';
    const a = await askWith({ puppets }, 'Which puppets cost more than the average to build?', true);
    expect(flat(a)).toEqual(['Punch']);
  });

  it('"the couple of sitters who joined most recently" are two; "more than a dozen" is 12', async () => {
    const sitters = 'sitter_id,first_name,started_on\n1,Ann,2023-01-01\n2,Bo,2024-05-01\n3,Cy,2024-09-01\n';
    const a = await askWith({ sitters }, 'Who are the couple of sitters who joined us most recently?', true);
    expect(flat(a)).toEqual(['Cy', 'Bo']);
    const pets = `pet_id,name,weight\n${Array.from({ length: 14 }, (_, k) => `${k + 1},P${k + 1},${k + 1}`).join('\n')}\n`;
    const b = await askWith({ pets }, 'How many pets weigh more than a dozen?', true);
    expect(flat(b)).toEqual([2]);
  });

  it('"invoiced more than once" counts the invoices, not their amounts', async () => {
    const projects = 'project_id,project_name\n1,Fascia\n2,Totem\n';
    const invoices = 'invoice_id,project_id,amount\n1,1,500\n2,2,100\n3,2,200\n';
    const a = await askWith(
      { projects, invoices },
      'Pull up the projects that have been invoiced more than once.',
      true,
    );
    expect(flat(a)).toEqual(['Totem']);
  });
});

describe('round thirty-five: a flag said before the rows', () => {
  it('"How many rush jobs were there?" over `jobs.rush_order` counts the rush ones', async () => {
    const jobs = 'job_id,book_title,price,rush_order\n1,Atlas,100,true\n2,Bible,50,false\n3,Codex,70,true\n';
    expect(flat(await askWith({ jobs }, 'How many rush jobs were there?', true))).toEqual([2]);
    expect(flat(await askWith({ jobs }, 'How many non-rush jobs were there?', true))).toEqual([1]);
  });
});

describe('round thirty-five: a flag named in full as the rows', () => {
  it('"the total price of rush orders" and "…, not counting rush orders" over `jobs.rush_order`', async () => {
    const jobs = 'job_id,book_title,price,rush_order\n1,Atlas,100,true\n2,Bible,50,false\n3,Codex,70,true\n';
    expect(flat(await askWith({ jobs }, 'What was the total price of rush orders?', true))).toEqual([170]);
    const a = await askWith({ jobs }, 'What was the total price of jobs, not counting rush orders?', true);
    expect(flat(a)).toEqual([50]);
  });
});

describe('round thirty-five: a flag after "holding"', () => {
  it('"Which roofers are recorded as not holding a CSCS card?" is the flag\'s no, not a missing value', async () => {
    const roofer = 'roofer_id,first_name,has_cscs_card\n1,Ann,true\n2,Bo,false\n3,Cy,\n';
    const a = await askWith({ roofer }, 'Which roofers are recorded as not holding a CSCS card?', true);
    expect(flat(a)).toEqual(['Bo']);
  });
});

describe('round thirty-five: "more than one" of a thing said in the singular', () => {
  it('"Which fencers own more than one weapon?" counts weapons, not the fencers\' `weapon_fencer` values', async () => {
    const fencer = 'id_fencer,name_fencer,weapon_fencer\n1,Ann,Foil\n2,Bo,Epee\n';
    const weapon = 'id_weapon,type_weapon,id_fencer\n1,Foil,1\n2,Epee,2\n3,Sabre,2\n';
    const a = await askWith({ fencer, weapon }, 'Which fencers own more than one weapon?', true);
    expect(flat(a)).toEqual(['Bo']);
  });

  it('"Which owners have more than one cat?" over `cat_records` keyed by `cat_id`', async () => {
    const owner_list = 'owner_id,first_name\n1,Ann\n2,Bo\n';
    const cat_records = 'cat_id,cat_name,breed,owner_id\n1,Tom,Manx,1\n2,Kit,Rex,2\n3,Moss,Manx,2\n';
    const stay_records = 'stay_id,cat_id,pen_id,nights\n1,1,1,3\n2,2,2,4\n3,3,1,2\n4,1,2,5\n';
    const pen_list = 'pen_id,pen_name,max_cats\n1,North,2\n2,South,3\n';
    const a = await askWith(
      { owner_list, cat_records, stay_records, pen_list },
      'Which owners have more than one cat?',
      true,
    );
    expect(flat(a)).toEqual(['Bo']);
  });
});

describe('round thirty-five: acts named by another word', () => {
  it('"Which artists have not sold anything?" are those no sale refers to', async () => {
    const artists = 'artist_id,first_name\n1,Ann\n2,Bo\n';
    const classes = 'class_id,artist_id,class_name,fee\n1,1,Glass,40\n2,2,Beads,30\n';
    const sales = 'sale_id,artist_id,piece_name,price\n1,1,Vase,100\n2,1,Bowl,60\n';
    const a = await askWith({ artists, classes, sales }, 'Which artists have not sold anything?', true);
    expect(flat(a)).toEqual(['Bo']);
  });
});

describe('round thirty-five: more comparatives', () => {
  it('"stronger than 20 mph" is above 20; "dearer than 5" above 5; "the dearest" ranks by price', async () => {
    const weather = 'day_id,sale_date,wind_mph\n1,2024-05-01,12\n2,2024-05-08,25\n3,2024-05-15,31\n';
    const a = await askWith({ weather }, 'On which sale dates was the wind stronger than 20 mph?', true);
    expect(flat(a).map(String).sort()).toEqual(['2024-05-08', '2024-05-15']);
    const products = 'product_id,product_name,price\n1,Jam,4\n2,Honey,7\n3,Cheese,9\n';
    const b = await askWith({ products }, 'Which products are dearer than 5?', true);
    expect(flat(b).map(String).sort()).toEqual(['Cheese', 'Honey']);
    expect(flat(await askWith({ products }, 'What is the dearest product?', true))).toEqual(['Cheese']);
  });
});

describe('round thirty-five: two months of one year', () => {
  it('"june to august 2024" and "in July or August 2024" are the months between', async () => {
    const sales =
      'sale_id,sale_date,sale_price\n1,2024-05-31,100\n2,2024-06-01,200\n3,2024-07-15,300\n4,2024-08-31,400\n5,2024-09-01,500\n';
    expect(flat(await askWith({ sales }, 'total sale price of sales june to august 2024', true))).toEqual([
      900,
    ]);
    expect(flat(await askWith({ sales }, 'How many sales were made in July or August 2024?', true))).toEqual([
      2,
    ]);
  });
});

describe('round thirty-five: rows that have done something', () => {
  it('"How many different customers have ordered something from us?" counts those a commission refers to', async () => {
    const customers = 'customer_id,customer_name\n1,Ann\n2,Bo\n3,Cy\n';
    const commissions = 'commission_id,customer_id,item\n1,1,Gate\n2,1,Hook\n3,3,Rail\n';
    const a = await askWith(
      { customers, commissions },
      'How many different customers have ordered something from us?',
      true,
    );
    expect(flat(a)).toEqual([2]);
  });
});

describe('round thirty-five: bounds said as "up to", "north of"', () => {
  const hires =
    'hire_id,crew_leader,start_date,scaffold_height_m\n1,Jo Pike,2023-04-23,12\n2,Jo Pike,2023-07-02,9\n3,Jo Pike,2023-08-01,15\n';
  it('"up to 12 metres high" is at most 12; "started up to 30 June 2023" is on or before it', async () => {
    const a = await askWith({ hires }, 'How many hires had a scaffold height up to 12 metres?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ hires }, 'How many hires started up to 30 June 2023?', true);
    expect(flat(b)).toEqual([1]);
  });

  it('"north of latitude 53.8" is above it, "west of 0 degrees longitude" below', async () => {
    const machine = 'machine_id,site,lat,lon\nA,Leeds,53.80,-1.55\nB,York,53.96,-1.08\nC,Hull,53.74,0.33\n';
    expect(
      flat(await askWith({ machine }, 'Which machines are located north of latitude 53.8?', true)),
    ).toEqual(['B']);
    const c = await askWith({ machine }, 'How many machines are west of 0 degrees longitude?', true);
    expect(flat(c)).toEqual([2]);
  });
});

describe('round thirty-five: periods bounded by their rows', () => {
  it('"Which months of 2023 had more than 2 jobs?" groups the jobs by month', async () => {
    const jobs =
      'job_id,job_date,job_value\n1,2023-01-03,10\n2,2023-01-09,20\n3,2023-01-20,30\n4,2023-02-01,40\n5,2024-01-05,50\n6,2024-01-06,60\n';
    const a = await askWith({ jobs }, 'Which months of 2023 had more than 2 jobs?', true);
    expect(flat(a)).toEqual([1]);
  });
});

describe('round thirty-five: a state said before the rows, a total said before the revenue', () => {
  const commissions =
    'commission_id,item_type,status,completed_date,total_cost\n1,Gate,Completed,2024-01-05,100\n2,Hook,Open,,40\n3,Rail,Completed,2024-03-02,60\n';

  it('"completed commissions" are those whose status is Completed, not their completion date', async () => {
    expect(flat(await askWith({ commissions }, 'How many completed commissions are there?', true))).toEqual([
      2,
    ]);
    const a = await askWith({ commissions }, 'What is the total cost of all completed commissions?', true);
    expect(flat(a)).toEqual([160]);
  });

  it('"Total takings per branch." sums the money of the rows referring to the groups', async () => {
    const barbers = 'barber_id,first_name,branch\n1,Ann,North\n2,Bo,South\n3,Cy,North\n';
    const appointments = 'appointment_id,barber_id,amount_paid,tip\n1,1,20,2\n2,2,15,0\n3,3,30,5\n';
    const a = await askWith({ barbers, appointments }, 'Total takings per branch.', true);
    expect(sorted(a)).toEqual(['["North",50]', '["South",15]']);
  });
});

describe('round thirty-five: flags and values said in other forms', () => {
  it('"our journeymen" are the binders whose role is Journeyman', async () => {
    const binders =
      'binder_id,full_name,role,hourly_rate\n1,Ann,Journeyman,30\n2,Bo,Apprentice,12\n3,Cy,Journeyman,24\n';
    const a = await askWith({ binders }, 'What is the average hourly rate of our journeymen?', true);
    expect(flat(a)).toEqual([27]);
  });

  it('"charge a search fee" over `charges_search_fee`; "taken out of service" over `in_service`', async () => {
    const archives = 'archive_id,archive_name,charges_search_fee\n1,Lewes,true\n2,Rye,false\n3,Hove,true\n';
    const a = await askWith({ archives }, 'Which archives charge a search fee?', true);
    expect(flat(a).map(String).sort()).toEqual(['Hove', 'Lewes']);
    const boat = 'boat_id,boat_name,in_service\n1,Isis,true\n2,Avon,false\n';
    const b = await askWith({ boat }, 'List the boats that have been taken out of service.', true);
    expect(flat(b)).toEqual(['Avon']);
  });
});

describe('round thirty-five: "still open"', () => {
  it('"List the RFIs that are still open." are those with no closing date', async () => {
    const rfi = 'rfi_no,raised_dt,closed_dt\nR-1,2024-01-02,2024-01-09\nR-2,2024-02-01,\nR-3,2024-03-01,\n';
    const a = await askWith({ rfi }, 'List the RFIs that are still open.', true);
    expect(flat(a).map(String).sort()).toEqual(['R-2', 'R-3']);
  });
});

describe('round thirty-five: a time of day nothing keeps', () => {
  it('declines "in the morning" and "after 5pm" over dates without times, rather than counting every row', async () => {
    const orders = 'order_id,customer,order_date,amount\n1,Ann,2024-01-02,10\n2,Bo,2024-02-03,20\n';
    for (const q of [
      'How many orders were placed in the morning?',
      'How many orders were placed after 5pm?',
    ]) {
      const a = await askWith({ orders }, q, true);
      expect(a.understood).toBe(false);
      expect(a.answer).toContain('time of day');
    }
  });
});

describe('round thirty-six: "the most" of rows no name spells', () => {
  it('"Which act has played the most shows?" counts the one table referring to the acts', async () => {
    const act = 'act_id,act_nm\n1,Fergus\n2,Jo\n3,Mo\n';
    const gig =
      'gig_id,act_id,gig_dt\n1,1,2024-01-01\n2,1,2024-02-01\n3,2,2024-03-01\n4,1,2024-04-01\n5,3,2024-05-01\n';
    const a = await askWith({ act, gig }, 'Which act has played the most shows?', true);
    expect(flat(a)).toEqual(['Fergus']);
  });

  it('"has given the most money in total", "paid us the most": the sum of those rows\' money', async () => {
    const alumni = 'alumnus_id,full_name\n1,Lily Baker\n2,Sam Cole\n';
    const donations = 'donation_id,alumnus_id,amount\n1,1,500\n2,2,50\n3,2,60\n4,2,70\n';
    const a = await askWith({ alumni, donations }, 'Which alumnus has given the most money in total?', true);
    expect(flat(a)).toEqual(['Lily Baker']);
    const b = await askWith({ alumni, donations }, 'Which alumnus has paid us the most?', true);
    expect(flat(b)).toEqual(['Lily Baker']);
  });
});

describe('round thirty-six: "the most" of rows referring through others', () => {
  it('"the organisation with the most outcomes", "the maximum number of outcomes" count them through the projects', async () => {
    const organisations = 'organisation_id,organisation_details\n1,Acme\n2,Bolt\n3,Core\n';
    const projects = 'project_id,organisation_id,project_details\n1,1,a\n2,2,b\n3,2,c\n4,3,d\n';
    const project_outcomes =
      'project_id,outcome_code,outcome_details\n1,Paper,x\n2,Paper,y\n3,Patent,z\n4,Paper,w\n1,Patent,v\n2,Patent,u\n';
    const tables = { organisations, projects, project_outcomes };
    const a = await askWith(tables, 'What is the id of the organization with the most outcomes?', true);
    expect(flat(a)).toEqual([2]);
    const b = await askWith(
      tables,
      'Which organisation has the maximum number of outcomes? Give its id.',
      true,
    );
    expect(flat(b)).toEqual([2]);
  });
});

describe('round thirty-six: extremes of rows that are money', () => {
  it('"the smallest and the largest invoices" are min() and max() of their amount', async () => {
    const invoices =
      'invoice_id,customer,amount,issued\n1,Ann,120,2024-01-02\n2,Bo,35,2024-02-03\n3,Cy,80,2023-05-01\n';
    const a = await askWith(
      { invoices },
      'What are the smallest and the largest invoices we have sent out?',
      true,
    );
    expect(a.rows).toEqual([[35, 120]]);
    const b = await askWith({ invoices }, 'smallest and biggest single invoice in 2023?', true);
    expect(b.rows).toEqual([[80, 80]]);
    const c = await askWith({ invoices }, 'What was the average invoice in 2024?', true);
    expect(flat(c)).toEqual([77.5]);
  });
});

describe('round thirty-six: "the longest" said of time with us', () => {
  it('"has been open the longest", "worked with us the longest" rank by the date they started', async () => {
    const venue =
      'venue_id,vname,cap,opened_on\n1,Rooms,80,2015-03-01\n2,Cellar,60,2009-06-01\n3,Loft,120,2020-01-01\n';
    const a = await askWith({ venue }, 'Which venue has been open the longest?', true);
    expect(flat(a)).toEqual(['Cellar']);
    const suppliers =
      'sup_id,sup_nm,since_dt,rating\n1,Acme,2018-01-01,4\n2,Bolt,2012-01-01,5\n3,Core,2021-01-01,3\n';
    const b = await askWith({ suppliers }, 'Which two suppliers have worked with us the longest?', true);
    expect(flat(b)).toEqual(['Bolt', 'Acme']);
  });
});

describe('round thirty-six: acts denied with a preposition after them', () => {
  it('"the promoters who have never put on a show" have no gig referring to them', async () => {
    const promoter = 'prm_id,prm_name\n1,Grin Ltd\n2,Quip Co\n3,Laugh Hub\n';
    const gig = 'gig_id,prm_id,gig_dt\n1,1,2024-01-01\n2,1,2024-02-01\n3,3,2024-03-01\n';
    const a = await askWith({ promoter, gig }, 'List the promoters who have never put on a show.', true);
    expect(flat(a)).toEqual(['Quip Co']);
  });
});

describe('round thirty-six: "with number N"', () => {
  it('"the flight with number 99" is flight number 99 (`flno`)', async () => {
    const aircraft = 'aid,name,distance\n1,Boeing 747-400,8430\n2,Airbus A340,7120\n';
    const flight = 'flno,origin,destination,aid\n99,Los Angeles,Washington,1\n13,Chicago,Paris,2\n';
    const a = await askWith(
      { aircraft, flight },
      'What is the aircraft name for the flight with number 99',
      true,
    );
    expect(flat(a)).toEqual(['Boeing 747-400']);
  });
});

describe('round thirty-six: "makes up the majority of"', () => {
  it('"Which gender makes up the majority of the staff?" is the most common gender, not a `make` column', async () => {
    const staff = 'staff_id,staff_name,gender\n1,Ann,F\n2,Bo,M\n3,Cy,F\n';
    const assets = 'asset_id,asset_make,recorded_by\n1,GB,1\n2,DE,2\n';
    const a = await askWith({ staff, assets }, 'Which gender makes up the majority of the staff?', true);
    expect(flat(a)).toEqual(['F']);
  });
});

describe('round thirty-six: directions as superlatives', () => {
  it('"the furthest south", "the southernmost", "the most westerly" rank by latitude or longitude', async () => {
    const station =
      'id,name,lat,long,city\n1,Pier,37.80,-122.40,San Francisco\n2,Diridon,37.33,-121.90,San Jose\n3,Caltrain,37.45,-122.18,Menlo Park\n';
    const a = await askWith(
      { station },
      'What is the name of the station that is located the furthest South?',
      true,
    );
    expect(flat(a)).toEqual(['Diridon']);
    const b = await askWith({ station }, 'Which station is the northernmost?', true);
    expect(flat(b)).toEqual(['Pier']);
    const c = await askWith({ station }, 'Which is the most westerly station?', true);
    expect(flat(c)).toEqual(['Pier']);
  });
});

describe('round thirty-six: a column compared with "their" other column', () => {
  it('"whose support rate is lower than their oppose rate" compares the two columns row by row', async () => {
    const candidate =
      'Candidate_ID,Name,Support_rate,Oppose_rate\n1,Ann,0.25,0.43\n2,Bo,0.33,0.32\n3,Cy,0.17,0.45\n';
    const a = await askWith(
      { candidate },
      'Find the names of the candidates whose support rate is lower than their oppose rate.',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Ann', 'Cy']);
  });
});

describe('round thirty-six: "the top 3 number of"', () => {
  it('"the instructors who teach the top 3 number of courses" are the 3 teaching the most', async () => {
    const faculty = 'FacID,Fname,Lname\n1,Ann,Lee\n2,Bo,Ray\n3,Cy,Fox\n4,Di,Orr\n';
    const course = 'CID,CName,FacID\n1,A,1\n2,B,1\n3,C,2\n4,D,2\n5,E,2\n6,F,3\n7,G,1\n8,H,3\n9,I,1\n';
    const a = await askWith(
      { faculty, course },
      'What are the first names of the instructors who teach the top 2 number of courses?',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Ann', 'Bo']);
  });
});

describe('round thirty-six: "in the top N" places', () => {
  it('"riders who finished in the top 3" bound the place their results keep, rather than ranking', async () => {
    const rider = 'rider_id,first_name,last_name\n1,Ann,Lee\n2,Bo,Ray\n3,Cy,Fox\n';
    const result =
      'event_id,rider_id,position,distance_km\n1,1,2,40\n1,2,5,40\n2,2,7,60\n2,3,1,60\n3,1,5,50\n';
    const a = await askWith({ rider, result }, 'Which riders have finished in the top 3?', true);
    expect(flat(a).map(String).sort()).toEqual(['Ann,Lee', 'Cy,Fox']);
  });
});

describe("round thirty-six: superlatives made of a column's word", () => {
  it('"the windiest", "the three noisiest" rank by `wind_mph`, `noise_db`', async () => {
    const sale_days =
      'sale_day_id,sale_date,venue\n1,2024-04-07,Field\n2,2024-05-05,Car park\n3,2024-06-02,Field\n';
    const weather = 'sale_day_id,conditions,wind_mph,rainfall_mm\n1,Dry,12,0\n2,Gusty,31,2\n3,Wet,9,14\n';
    const a = await askWith({ sale_days, weather }, 'Which sale day was the windiest?', true);
    expect(flat(a).map(String)).toEqual(['2024-05-05']);
    const readings = 'reading_id,site,noise_db\n1,A,55.2\n2,B,70.4\n3,C,61.0\n4,D,66.3\n';
    const b = await askWith({ readings }, 'Which two readings were the noisiest? Give the reading id.', true);
    expect(flat(b)).toEqual([2, 4]);
  });
});

describe('round thirty-six: "later than their due date"', () => {
  it('"jobs finished later than their due date" compare the two dates of each row', async () => {
    const jobs =
      'job_id,item,due_date,completed_date\n1,Gate,2024-03-01,2024-03-05\n2,Rail,2024-04-01,2024-03-28\n3,Hook,2024-05-01,2024-05-02\n';
    const a = await askWith(
      { jobs },
      'Which jobs were finished later than their due date? Give the job id.',
      true,
    );
    expect(flat(a).map(Number).sort()).toEqual([1, 3]);
  });
});

describe('round thirty-six: "more than N" of rows no name spells', () => {
  it('"shops that have more than one kind of device in stock" count the one table referring to them', async () => {
    const shop = 'Shop_ID,Shop_Name,Location\n1,Apple,Leeds\n2,Pear,York\n3,Plum,Hull\n';
    const device = 'Device_ID,Device,Carrier\n1,Galaxy,Vodafone\n2,Pixel,EE\n3,iPhone,O2\n';
    const stock = 'Shop_ID,Device_ID,Quantity\n1,1,10\n1,2,4\n2,3,7\n3,1,2\n3,3,5\n3,2,1\n';
    const a = await askWith(
      { shop, device, stock },
      'Show names of shops that have more than one kind of device in stock.',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Apple', 'Plum']);
  });

  it('"milliners who have held more than one role" count their rows of `milliner_roles`', async () => {
    const milliners = 'milliner_id,full_name,home_town\n1,Ada Moss,Luton\n2,Bea Lark,Bath\n';
    const milliner_roles =
      'role_id,milliner_id,role,started_on\n1,1,Apprentice,2019-01-01\n2,1,Head milliner,2022-01-01\n3,2,Apprentice,2021-01-01\n';
    const a = await askWith(
      { milliners, milliner_roles },
      'Which milliners have held more than one role?',
      true,
    );
    expect(flat(a)).toEqual(['Ada Moss']);
  });
});

describe('round thirty-seven: how long between two dates of a row', () => {
  it('"calls that went on for more than 15 minutes" compare the seconds between the start and end moments', async () => {
    const calls =
      'call_id,agent,started_at,ended_at\n1,Amy,2024-03-01 09:00:00,2024-03-01 09:20:00\n2,Ben,2024-03-01 10:00:00,2024-03-01 10:05:00\n3,Amy,2024-03-02 11:00:00,2024-03-02 11:16:00\n';
    const a = await askWith({ calls }, 'How many calls went on for more than 15 minutes?', true);
    expect(flat(a)).toEqual([2]);
  });

  it('"hires that lasted more than 2 weeks" compare the days between the start and end dates', async () => {
    const hires =
      'hire_id,site,start_date,end_date\n1,Leeds,2024-03-01,2024-03-20\n2,York,2024-04-01,2024-04-10\n3,Hull,2024-05-01,2024-05-16\n';
    const a = await askWith({ hires }, 'Which hires lasted more than 2 weeks? Give the hire id.', true);
    expect(flat(a).map(Number).sort()).toEqual([1, 3]);
  });

  it('"invoices paid more than 30 days after being issued" subtract the date the second verb names', async () => {
    const inv =
      'inv_id,cust,inv_dt,due_dt,pd_dt\n1,Ann,2024-01-01,2024-01-31,2024-02-15\n2,Bob,2024-01-05,2024-02-04,2024-01-20\n3,Cy,2024-02-01,2024-03-02,2024-03-10\n';
    const issued =
      'inv_id,cust,issued_on,paid_on\n1,Ann,2024-01-01,2024-02-15\n2,Bob,2024-01-05,2024-01-20\n';
    const a = await askWith(
      { inv },
      'Give the numbers of the invoices that were paid more than 30 days after being issued.',
      true,
    );
    expect(a.sql).toContain('"pd_dt" - "inv_dt"');
    expect(a.rows).toHaveLength(2);
    const b = await askWith({ issued }, 'Which invoices were paid within a week of being issued?', true);
    expect(b.sql).toContain('<= 7');
    expect(b.rows).toHaveLength(0);
  });

  it('"took more than 60 days to get paid" and "made more than 60 days ahead of the arrival date"', async () => {
    const invoices =
      'invoice_number,invoice_date,due_date,paid_date\nA1,2024-01-01,2024-01-31,2024-03-15\nA2,2024-01-05,2024-02-04,2024-01-20\n';
    const a = await askWith({ invoices }, 'Which invoices took more than 60 days to get paid?', true);
    expect(flat(a)).toEqual(['A1']);
    const bookings =
      'booking_id,guest,booked_on,arrival_date\n1,Ann,2024-01-01,2024-04-01\n2,Bob,2024-03-01,2024-03-20\n3,Cy,2024-01-10,2024-05-01\n';
    const b = await askWith(
      { bookings },
      'How many bookings were made more than 60 days ahead of the arrival date?',
      true,
    );
    expect(flat(b)).toEqual([2]);
  });
});

describe('round thirty-seven: the longest rows by their two dates', () => {
  it('"the three longest calls" rank by how long each call lasted', async () => {
    const calls =
      'call_id,agent,started_at,ended_at\n1,Amy,2024-03-01 09:00:00,2024-03-01 09:20:00\n2,Ben,2024-03-01 10:00:00,2024-03-01 10:05:00\n3,Amy,2024-03-02 11:00:00,2024-03-02 11:16:00\n4,Cy,2024-03-02 12:00:00,2024-03-02 12:01:00\n';
    const a = await askWith({ calls }, 'What are the IDs of the two longest calls?', true);
    expect(flat(a).map(Number)).toEqual([1, 3]);
    const b = await askWith({ calls }, 'Which agent took the shortest call?', true);
    expect(flat(b)).toEqual(['Cy']);
  });
});

describe('round thirty-seven: how long rows last, in the unit asked', () => {
  const calls =
    'call_id,agent,started_at,ended_at\n1,Amy,2024-03-02 09:00:00,2024-03-02 09:20:00\n2,Ben,2024-03-04 10:00:00,2024-03-04 10:05:00\n3,Amy,2024-03-03 11:00:00,2024-03-03 11:10:00\n';

  it('"the average call duration in seconds" and "how many minutes did calls last on average" are numbers', async () => {
    const a = await askWith({ calls }, 'What is the average call duration in seconds?', true);
    expect(Number(flat(a)[0])).toBeCloseTo(700);
    const b = await askWith({ calls }, 'On average, how many minutes did weekend calls last?', true);
    expect(Number(flat(b)[0])).toBeCloseTo(15);
  });

  it('"weekend calls", "Saturday shifts": a day of the week said before the rows', async () => {
    const a = await askWith({ calls }, 'How many weekend calls were there?', true);
    expect(flat(a)).toEqual([2]);
  });
});

describe('round thirty-seven: the aggregate named again without "the"', () => {
  it('"What is the total fare charged to each account? Give the account name and total."', async () => {
    const acct = 'acct_id,acct_nm\n1,Leeds Council\n2,York Dental\n';
    const trp = 'trp_id,acct_id,fare_amt\n1,1,10.5\n2,1,4.5\n3,2,20\n';
    const a = await askWith(
      { acct, trp },
      'What is the total fare charged to each account? Give the account name and total.',
      true,
    );
    expect(sorted(a)).toEqual(['["Leeds Council",15]', '["York Dental",20]']);
  });
});

describe('round thirty-seven: denied rows no name spells', () => {
  it('"customers who don\'t have any cases with us" have no rows in the one table referring to them', async () => {
    const clients = 'client_id,client_name\n1,Acme\n2,Borders\n3,Castle\n';
    const matters = 'matter_id,client_id,matter_name\n1,1,Lease\n2,1,Will\n3,3,Probate\n';
    const a = await askWith({ clients, matters }, "Which customers don't have any cases with us?", true);
    expect(flat(a)).toEqual(['Borders']);
  });
});

describe('round thirty-seven: compared with the row a name picks', () => {
  it('"customers with a higher credit limit than Ripon Plant Centre" compare with that row\'s limit', async () => {
    const customers =
      'customer_id,customer_name,credit_limit\n1,Ripon Plant Centre,5000\n2,Thirsk Garden World,8000\n3,Selby Growers,3000\n4,Malton Pots,6000\n';
    const a = await askWith(
      { customers },
      'Which customers have a higher credit limit than Ripon Plant Centre?',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Malton Pots', 'Thirsk Garden World']);
    const b = await askWith(
      { customers },
      'How many customers have a credit limit lower than Malton Pots?',
      true,
    );
    expect(flat(b)).toEqual([2]);
  });
});

describe('round thirty-seven: "start date" over `start_of_retreat`', () => {
  it('"every retreat with its start date" shows the date the word names, not another table\'s', async () => {
    const retreats =
      'retreat_id,title_of_retreat,start_of_retreat,number_of_nights\n1,Spring Flow,2024-04-01,5\n2,Autumn Reset,2024-10-01,7\n';
    const bookings = 'booking_id,retreat_id,date_of_booking,guests\n1,1,2024-01-05,2\n2,2,2024-02-01,1\n';
    const a = await askWith({ retreats, bookings }, 'List every retreat with its start date.', true);
    expect(a.columns).toEqual(['title_of_retreat', 'start_of_retreat']);
    expect(a.rows).toHaveLength(2);
  });
});

describe('round thirty-seven: rows listed among what is shown', () => {
  const customers = 'customer_id,customer_name\n1,Ann Lee\n2,Bob Hart\n';
  const inflatables = 'inflatable_id,inflatable_name\n1,Castle\n2,Slide\n';
  const hires =
    'hire_id,customer_id,inflatable_id,hire_date,venue_town,returned_date\n1,1,2,2024-05-01,Witham,2024-05-02\n2,2,1,2024-06-01,Maldon,\n';

  it('"show the date, the customer and the inflatable" shows all three', async () => {
    const a = await askWith(
      { customers, inflatables, hires },
      'For every hire in Witham, show the date, the customer and the inflatable.',
      true,
    );
    expect(a.rows).toEqual([[expect.anything(), 'Ann Lee', 'Slide']]);
  });

  it('"with the customer and the hire date" shows the rows referred to beside the column', async () => {
    const a = await askWith(
      { customers, inflatables, hires },
      "hires that haven't been returned yet, with the customer and the hire date",
      true,
    );
    expect(a.columns[0]).toBe('customer_name');
    expect(flat(a).map((r) => (r as unknown[])[0])).toEqual(['Bob Hart']);
  });
});

describe('round thirty-seven: what the new readings leave alone', () => {
  it('"venues that do not have a bar" stays the yes/no column; "under the Watches category" is no comparison', async () => {
    const venue = 'venue_id,vname,has_bar\n1,Attic,true\n2,Cellar,false\n';
    const gig = 'gig_id,venue_id,act\n1,1,Jo\n2,1,Al\n';
    const a = await askWith({ venue, gig }, 'List the venues that do not have a bar.', true);
    expect(flat(a)).toEqual(['Cellar']);
    const item_categories = 'category_id,category_desc\n1,Watches\n2,Rings\n';
    const pledged_items =
      'item_id,item_desc,category_id,appraised_value\n1,Rolex,1,900\n2,Band,2,100\n3,Omega,1,700\n';
    const b = await askWith(
      { item_categories, pledged_items },
      "List all the items we've taken in under the Watches category.",
      true,
    );
    expect(flat(b).map(String).sort()).toEqual(['Omega', 'Rolex']);
  });
});

describe('round thirty-seven: money as people write it, summed per group', () => {
  const sites =
    'site_id,site_name,property_value,occupancy_pct\n1,Leeds,2500000,80\n2,York,900000,60\n3,Hull,1600000,90\n';
  const payments = 'payment_id,method,amount\n1,Card,1500\n2,Card,1200\n3,Cash,900\n4,Direct Debit,2600\n';

  it('"worth more than £1.5m", "£1k or more": millions with a currency sign, thousands', async () => {
    const a = await askWith({ sites }, 'Average occupancy across the sites worth more than £1.5m?', true);
    expect(Number(flat(a)[0])).toBe(85);
    const b = await askWith({ payments }, 'How many payments of £1k or more were there?', true);
    expect(flat(b)).toEqual([3]);
  });

  it('"Which payment methods have brought in over £2,500 altogether?" bounds each method\'s sum', async () => {
    const a = await askWith(
      { payments },
      'Which payment methods have brought in over £2,500 altogether?',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Card', 'Direct Debit']);
    // (Rows counted, not money: "brought in more than two items"; "paid in more than one payment".)
    const visitors = 'visitor_id,name\n1,Ann\n2,Bob\n';
    const items =
      'item_id,visitor_id,kind,value\n1,1,Lamp,500\n2,1,Toaster,20\n3,1,Radio,30\n4,2,Kettle,900\n';
    const b = await askWith({ visitors, items }, 'Which visitors have brought in more than two items?', true);
    expect(flat(b)).toEqual(['Ann']);
  });
});

describe('round thirty-seven: late, early and on time', () => {
  it('"loans returned late" compare the date the verb names with the date due', async () => {
    const loans =
      'loan_id,tool,lent_on,due_on,returned_on\n1,Drill,2024-03-01,2024-03-08,2024-03-10\n2,Saw,2024-03-02,2024-03-09,2024-03-05\n3,Sander,2024-03-03,2024-03-10,2024-03-10\n';
    const a = await askWith({ loans }, 'How many loans were returned late?', true);
    expect(flat(a)).toEqual([1]);
    const b = await askWith({ loans }, 'Which loans were returned on time? Give the tool.', true);
    expect(flat(b).map(String).sort()).toEqual(['Sander', 'Saw']);
  });
});

describe('round thirty-eight: states kept in a table of their own', () => {
  const statuses = 'id,label\n1,Scheduled\n2,Completed\n3,Cancelled\n4,Curtailed\n';
  const service_runs =
    'run_id,status_id,run_date\n1,2,2024-03-01\n2,3,2024-03-02\n3,3,2024-03-03\n4,4,2024-03-04\n5,1,2024-03-05\n';

  it('"How many runs were cancelled?" picks the runs whose status is that state (it had counted every run)', async () => {
    const a = await askWith({ statuses, service_runs }, 'How many runs were cancelled?', true);
    expect(a.sql).toContain("'Cancelled'");
    expect(flat(a)).toEqual([2]);
    const b = await askWith({ statuses, service_runs }, 'How many runs were curtailed?', true);
    expect(flat(b)).toEqual([1]);
  });
});

describe('round thirty-eight: revenue over a total beside a part of it', () => {
  it('"Total hire revenue by year" sums the total, not the deposit (it had counted hires)', async () => {
    const hires =
      'hire_id,hire_date,total_price,deposit_amount\n1,2023-05-01,200,50\n2,2023-06-01,100,20\n3,2024-05-01,300,50\n';
    const a = await askWith({ hires }, 'Total hire revenue by year, oldest year first', true);
    expect(a.rows.map((r) => r.map(Number))).toEqual([
      [2023, 300],
      [2024, 300],
    ]);
    const b = await askWith({ hires }, 'What was the total revenue from hires in 2024?', true);
    expect(flat(b).map(Number)).toEqual([300]);
  });
});

describe('round thirty-eight: a flag of the things the rows did something to', () => {
  it('"Which carers have administered a controlled drug?" follows the rounds to the drug (it had listed every carer)', async () => {
    const carers = 'carer_id,first_name\n1,Ann\n2,Bob\n3,Cy\n';
    const medications =
      'medication_id,medication_name,is_controlled_drug\n1,Morphine,true\n2,Paracetamol,false\n';
    const medication_rounds =
      'administration_id,carer_id,medication_id,given_at\n1,1,1,2024-03-01\n2,2,2,2024-03-01\n3,1,2,2024-03-02\n';
    const a = await askWith(
      { carers, medications, medication_rounds },
      'Which carers have administered a controlled drug?',
      true,
    );
    expect(flat(a)).toEqual(['Ann']);
  });
});

describe('round thirty-eight: the aggregate shown, named again in the order', () => {
  const plant = 'id,plant_type,retail_price\n1,Tree,40\n2,Tree,60\n3,Shrub,20\n4,Fern,90\n';

  it('"from the highest average to the lowest", "highest average first" order by the average (it had declined)', async () => {
    for (const q of [
      'Show the average retail price for each plant type, from the highest average to the lowest.',
      'Show the average retail price for each plant type, highest average first.',
    ]) {
      const a = await askWith({ plant }, q, true);
      expect(
        a.rows.map((r) => r[0]),
        q,
      ).toEqual(['Fern', 'Tree', 'Shrub']);
    }
  });
});

describe('round thirty-eight: up to the end of a month', () => {
  const maintenance_jobs =
    'job_id,job_date,cost\n1,2024-01-15,100\n2,2024-03-31,200\n3,2024-04-01,300\n4,2023-12-31,50\n';

  it('"up to the end of March 2024", "until March 2024", "up to the end of 2023" include the period named', async () => {
    const a = await askWith(
      { maintenance_jobs },
      'How many maintenance jobs had we logged altogether up to the end of March 2024?',
      true,
    );
    expect(flat(a)).toEqual([3]);
    const b = await askWith(
      { maintenance_jobs },
      'How many maintenance jobs were there until March 2024?',
      true,
    );
    expect(flat(b)).toEqual([3]);
    const c = await askWith(
      { maintenance_jobs },
      'How many maintenance jobs were there up to the end of 2023?',
      true,
    );
    expect(flat(c)).toEqual([1]);
  });

  it('"the total generated …" over a table named for it, with nothing summed, is declined rather than listed', async () => {
    const monthly_generation = 'month_start,generation_mwh\n2024-01-01,10\n2024-02-01,12\n';
    const a = await askWith({ monthly_generation }, 'What was the total generated in 2024?', true);
    expect(a.understood).toBe(false);
  });
});

describe('round thirty-eight: a measure shown in the unit asked', () => {
  it('"the longest stay, in hours" over minutes, "in pounds" over pence', async () => {
    const lounge_visits = 'visit_id,length_of_stay_in_minutes\n1,90\n2,180\n3,30\n';
    const a = await askWith(
      { lounge_visits },
      "What is the longest stay we've ever recorded, in hours?",
      true,
    );
    expect(flat(a).map(Number)).toEqual([3]);
    expect(a.columns[0]).toContain('hours');
    const tools =
      'tool_id,name,replacement_value_pence,is_powered\n1,Drill,12000,true\n2,Saw,8000,true\n3,Rake,1500,false\n';
    const b = await askWith(
      { tools },
      'What is the average replacement value of our powered tools, in pounds?',
      true,
    );
    expect(flat(b).map(Number)).toEqual([100]);
  });

  it('"How long was the longest call, in minutes?" answers the length, not the call', async () => {
    const calls =
      'call_id,agent,started_at,ended_at\n1,Ann,2024-03-01 09:00:00,2024-03-01 09:12:00\n2,Bob,2024-03-01 10:00:00,2024-03-01 10:30:00\n3,Ann,2024-03-01 11:00:00,2024-03-01 11:03:00\n';
    const a = await askWith({ calls }, 'How long was the longest call, in minutes?', true);
    expect(flat(a).map(Number)).toEqual([30]);
  });
});

describe('round thirty-eight: dates said as a state and orders said as busy', () => {
  it('"as at 31 December 2022" takes what was there by that day', async () => {
    const turbines =
      'turbine_id,capacity_kw,commissioned_date\n1,100,2020-05-01\n2,250,2022-12-31\n3,400,2023-02-01\n';
    const a = await askWith(
      { turbines },
      'What was the total installed capacity in kW as at 31 December 2022?',
      true,
    );
    expect(flat(a).map(Number)).toEqual([350]);
  });

  it('"Sort from busiest to quietest" puts the most first', async () => {
    const berths = 'berth_id,pontoon\n1,A\n2,B\n3,C\n';
    const leases = 'lease_id,berth_id\n1,1\n2,2\n3,2\n4,2\n5,3\n6,3\n';
    const a = await askWith(
      { berths, leases },
      'For each pontoon, how many leases have there been? Sort from busiest to quietest.',
      true,
    );
    expect(a.rows.map((r) => r[0])).toEqual(['B', 'C', 'A']);
  });
});

describe('round thirty-eight: how much, at each of the rows named', () => {
  it('"How much revenue did we take at each pitch?" sums per pitch (it had grouped by a start time "take" was near)', async () => {
    const pitches = 'pitchid,pitchname\n1,Quay\n2,Market\n';
    const shifts =
      'shiftid,pitchid,starttime\n1,1,2024-05-01 10:00:00\n2,2,2024-05-02 10:00:00\n3,1,2024-05-03 10:00:00\n';
    const sales = 'saleid,shiftid,revenue\n1,1,10\n2,2,20\n3,3,5\n4,3,7\n';
    const a = await askWith({ pitches, shifts, sales }, 'How much revenue did we take at each pitch?', true);
    expect(sorted(a)).toEqual(['["Market",20]', '["Quay",22]']);
  });
});

describe('round thirty-eight: "date" and "when" said with the verb of one date', () => {
  it('"the date borrowed" is `borrowed_on`, not another table\'s date too', async () => {
    const members = 'member_id,name,joined_on\n1,Ann,2020-01-01\n';
    const loans =
      'loan_id,member_id,borrowed_on,due_on,returned_on\n1,1,2024-03-01,2024-03-08,\n2,1,2024-03-02,2024-03-09,2024-03-05\n';
    const a = await askWith(
      { members, loans },
      'Which loans have not been returned yet? Show the loan number, the date borrowed and the due date.',
      true,
    );
    expect(a.columns).toEqual(['loan_id', 'borrowed_on', 'due_on']);
  });

  it('"When were umbrellas found at Leeds?" shows `when_found`, not `when_claimed` as well', async () => {
    const stations = 'id,station_name\n1,Leeds\n2,York\n';
    const items =
      'id,category,when_found,where_found,found_by,when_disposed,station\n1,Umbrellas,2024-03-01,Platform 1,1,,1\n2,Umbrellas,2024-03-02,Concourse,1,,2\n3,Keys,2024-03-03,Platform 2,1,2024-06-01,1\n';
    const claims = 'id,item,when_claimed,how_proved\n1,1,2024-03-05,Receipt\n';
    const a = await askWith({ stations, items, claims }, 'When were umbrellas found at Leeds?', true);
    expect(a.columns).toEqual(['when_found']);
    expect(flat(a).map(String)).toEqual(['2024-03-01']);
  });
});

describe('round thirty-eight: the price asked after the rows', () => {
  const menu_items =
    'item_id,item_name,category,price,is_vegetarian\n1,Margherita,Pizza,9,true\n2,Pepperoni,Pizza,11,false\n3,Garlic Bread,Side,4,true\n';

  it('"Which pizzas are vegetarian, and what do they cost?" shows the price too (it had dropped it)', async () => {
    const a = await askWith({ menu_items }, 'Which pizzas are vegetarian, and what do they cost?', true);
    expect(a.rows).toEqual([['Margherita', 9]]);
  });

  it('"the total taken through each payment method" still sums the money taken ("take" names no column)', async () => {
    const bookings = 'booking_id,payment_method,amount_paid\n1,Card,100\n2,Cash,40\n3,Card,60\n';
    const a = await askWith({ bookings }, "What's the total taken through each payment method?", true);
    expect(sorted(a)).toEqual(['["Card",160]', '["Cash",40]']);
  });
});

describe('round thirty-eight: the date a verb of the period names', () => {
  it('"Which vehicles were fined in 2024?" dates the fines, not the year the vehicle was registered', async () => {
    const vehicles = 'vehicleId,registration,yearRegistered\n1,AB12,2024\n2,CD34,2019\n';
    const fines = 'fineId,vehicleId,issuedOn,paidOn\n1,2,2024-03-01,2024-03-10\n2,1,2023-05-01,2023-05-02\n';
    const a = await askWith(
      { vehicles, fines },
      'Which vehicles were fined in 2024? List their registrations.',
      true,
    );
    expect(flat(a)).toEqual(['CD34']);
  });

  it('"engagements completed during 2024" dates them by their end', async () => {
    const engagements =
      'engagement_id,service,start_date,end_date,status\n1,Audit,2023-11-01,2024-02-01,Completed\n2,Tax,2024-03-01,2025-01-10,Completed\n3,Payroll,2024-01-05,2024-06-01,Completed\n';
    const a = await askWith(
      { engagements },
      'Which engagements were completed during 2024? Give the service.',
      true,
    );
    expect(flat(a).map(String).sort()).toEqual(['Audit', 'Payroll']);
  });
});

describe('round thirty-eight: a reference named by a verb its name holds', () => {
  it('"How many customers pull each series?" over `pull_list_series_id` groups by the series, shown by title', async () => {
    const series = 'series_id,title\n1,Saga\n2,Monstress\n3,Paper Girls\n';
    const customers = 'customer_id,handle,pull_list_series_id\n1,ann,1\n2,bob,1\n3,cy,2\n4,di,\n';
    const a = await askWith({ series, customers }, 'How many customers pull each series?', true);
    expect(sorted(a)).toEqual(['["Monstress",1]', '["Saga",2]']);
  });
});

describe('round thirty-eight: things listed for the rows a clause describes', () => {
  it('"Show the date, inflatable and customer for hires where damage was reported" is about the hires', async () => {
    const customers = 'customer_id,customer_name\n1,Ann\n2,Bob\n';
    const inflatables =
      'inflatable_id,inflatable_name,purchase_date\n1,Castle,2020-01-01\n2,Slide,2021-01-01\n';
    const hires =
      'hire_id,customer_id,inflatable_id,hire_date,damage_reported_yn\n1,1,2,2024-05-01,Y\n2,2,1,2024-05-02,N\n';
    const a = await askWith(
      { customers, inflatables, hires },
      'Show the date, inflatable and customer for hires where damage was reported.',
      true,
    );
    expect(a.rows.map((r) => r.map(String))).toEqual([['2024-05-01', 'Slide', 'Ann']]);
  });
});

describe('round thirty-eight: words that say which rows or what is summed, not groups', () => {
  it('"How much has Chorlton Library paid us in total?" is one sum, not one per `paid_on`', async () => {
    const clients = 'id,name\n1,Chorlton Library\n2,Ardwick Baths\n';
    const payments =
      'payment_id,client_id,paid_on,amount\n1,1,2024-01-05,100\n2,1,2024-02-05,50\n3,2,2024-02-05,70\n';
    const a = await askWith({ clients, payments }, 'How much has Chorlton Library paid us in total?', true);
    expect(a.rows).toEqual([[150]]);
  });

  it('"How many tracks are by local artists?" counts the tracks so flagged, not one count per flag', async () => {
    const tracks = 'track_id,title,isLocalArtist\n1,A,true\n2,B,false\n3,C,true\n';
    const a = await askWith({ tracks }, 'How many tracks in the library are by local artists?', true);
    expect(a.rows).toEqual([[2]]);
  });
});

describe('round thirty-eight: a rate the column keeps', () => {
  it('"the total estimated daily water loss" over `estimated_loss_m3_per_day` is one sum, not one per day', async () => {
    const leaks =
      'leak_id,reported_at,estimated_loss_m3_per_day,repaired_at\n1,2024-01-01 09:00:00,5,\n2,2024-01-02 10:00:00,7,\n3,2024-01-03 11:00:00,9,2024-01-05 12:00:00\n';
    const a = await askWith(
      { leaks },
      "What is the total estimated daily water loss from leaks that haven't been repaired yet?",
      true,
    );
    expect(a.rows).toEqual([[12]]);
  });
});

describe('round thirty-eight: who, of people, by the date a verb names', () => {
  it('"Who joined the club most recently?" names the dancer, not the date', async () => {
    const dancers = 'dancer_id,first_name,surname,joined_on\n1,Ann,Lee,2023-01-01\n2,Bob,Ray,2024-06-01\n';
    const a = await askWith({ dancers }, 'Who joined the club most recently?', true);
    expect(a.rows).toEqual([['Bob', 'Ray']]);
  });
});

describe('round thirty-nine: figures rounded as the question asks', () => {
  const matches = 'match_id,duration_minutes,fee\n1,40,12.345\n2,45,10.5\n3,52,8.25\n';

  it('"…, to one decimal place" rounds the average and is no condition on the number one', async () => {
    const a = await askWith(
      { matches },
      'What is the average match length in minutes, to one decimal place?',
      true,
    );
    expect(a.rows).toEqual([[45.7]]);
    expect(a.interpretation).toContain('rounded to 1 decimal place');
  });

  it('"to the nearest pound" shows whole pounds; "(1 d.p.)" one place', async () => {
    const a = await askWith({ matches }, 'What is the total fee of all matches, to the nearest pound?', true);
    expect(a.rows.map((r) => Number(r[0]))).toEqual([31]);
    const b = await askWith({ matches }, 'Show the fee of every match (1 d.p.)', true);
    expect(sorted(b)).toEqual(['10.5', '12.3', '8.3']);
  });

  it('a percentage is given to the places asked', async () => {
    const a = await askWith(
      { matches },
      'What percentage of matches lasted more than 42 minutes, to the nearest whole number?',
      true,
    );
    expect(a.rows.map((r) => Number(r[0]))).toEqual([67]);
  });
});

describe('round thirty-nine: a column of the rows named after "of"', () => {
  it('"How many jobs at each type of site?" groups by the sites\' type, not the jobs\' own', async () => {
    const sites =
      'site_id,site_name,site_type\n1,St Mary,Church\n2,Elm Road,Residential\n3,Oak Lane,Residential\n';
    const jobs = 'job_id,site_id,job_type\n1,1,Repair\n2,2,Repair\n3,3,Paving\n4,3,Repair\n';
    const a = await askWith({ sites, jobs }, 'How many jobs have we done at each type of site?', true);
    expect(sorted(a)).toEqual(['["Church",1]', '["Residential",3]']);
  });
});

describe('round thirty-nine: arithmetic the question spells between two columns', () => {
  const jobs =
    'job_id,job_type,status,price,total_cost\n1,Ridge,Completed,1000,600\n2,Ridge,Completed,800,500\n3,Full,Completed,5000,4200\n4,Full,Quoted,3000,0\n';

  it('"the total margin, price minus cost" sums the difference of the two columns', async () => {
    const a = await askWith(
      { jobs },
      'What is the total margin, price minus cost, across all completed jobs?',
      true,
    );
    expect(a.rows.map((r) => Number(r[0]))).toEqual([1500]);
    expect(a.interpretation).toContain('price read as price − total_cost');
  });

  it('"the average margin (price minus cost)" per group; "crew size times day rate" multiplies', async () => {
    const a = await askWith(
      { jobs },
      'For each job type, what is the average margin (price minus cost) on completed jobs?',
      true,
    );
    expect(sorted(a)).toEqual(['["Full",800]', '["Ridge",350]']);
    const crews = 'crew_id,crew_name,crew_size,day_rate\n1,North,3,200\n2,South,2,250\n';
    const b = await askWith({ crews }, 'Show the crew name and crew size times day rate of each crew.', true);
    expect(sorted(b)).toEqual(['["North",600]', '["South",500]']);
  });
});

describe('round thirty-nine: a total asked as what rows "come to"', () => {
  it('"What did hires in July 2024 come to altogether?" sums their money, also per group', async () => {
    const hires = 'hire_id,hire_date,hire_fee\n1,2024-07-02,40\n2,2024-07-20,35\n3,2024-08-01,50\n';
    const a = await askWith({ hires }, 'What did hires in July 2024 come to altogether?', true);
    expect(a.rows.map((r) => Number(r[0]))).toEqual([75]);
    const boats = 'boat_id,boat_type\n1,Canoe\n2,Kayak\n';
    const fees = 'hire_id,boat_id,hire_fee\n1,1,40\n2,1,35\n3,2,50\n';
    const b = await askWith(
      { boats, hires: fees },
      'For each boat type, what did the hire fees come to in all?',
      true,
    );
    expect(sorted(b)).toEqual(['["Canoe",75]', '["Kayak",50]']);
  });
});

describe('round thirty-nine: money said with its sign', () => {
  it('"invoices under £100" over `amount` and `vat` bounds the amount, not the tax (it had declined)', async () => {
    const invoices = 'invoice_id,amount,vat\n1,50,10\n2,120,24\n3,590,118\n4,90,18\n';
    const a = await askWith({ invoices }, 'How many invoices were under £100?', true);
    expect(a.rows).toEqual([[2]]);
  });
});

describe('round thirty-nine: columns asked "of every" flagged row', () => {
  it('"Show the name and email address of every trade client." shows both (it had dropped the e-mail)', async () => {
    const client =
      'client_id,client_nm,town,is_trade,email\n1,Ann,Leeds,true,a@x.uk\n2,Bob,York,false,b@x.uk\n3,Cy,Hull,true,c@x.uk\n';
    const a = await askWith({ client }, 'Show the name and email address of every trade client.', true);
    expect(sorted(a)).toEqual(['["Ann","a@x.uk"]', '["Cy","c@x.uk"]']);
  });
});

describe('round thirty-nine: "per year" by the rows\' own date', () => {
  it('"Total kg of salt used per year" groups by the runs\' date, not a driver\'s years of experience', async () => {
    const drivers = 'ref,name,num_years_experience\n1,Ann,3\n2,Bob,7\n';
    const runs =
      'run_id,driver_ref,run_date,salt_used_kg\n1,1,2023-01-05,100\n2,2,2023-02-05,50\n3,1,2024-01-09,70\n';
    const a = await askWith({ drivers, runs }, 'Total kg of salt used per year', true);
    expect(sorted(a)).toEqual(['[2023,150]', '[2024,70]']);
  });

  it('"How many employees joined in each year?" counts by the year of joining, not `yrs_exp`', async () => {
    const emp = 'emp_code,emp_nm,doj,yrs_exp\nE1,Ann,2021-03-01,4\nE2,Bob,2021-09-01,2\nE3,Cy,2022-01-10,4\n';
    const a = await askWith({ emp }, 'How many employees joined in each year?', true);
    expect(sorted(a)).toEqual(['[2021,2]', '[2022,1]']);
  });
});

describe('round thirty-nine: "our average"; a schema naming column types last', () => {
  it('"Which fragrances are priced above our average retail price?" lists them (it had given the average)', async () => {
    const fragrances = 'fragrance_id,fragrance_name,retail_price\n1,Rose,40\n2,Oud,90\n3,Lime,20\n';
    const a = await askWith(
      { fragrances },
      'Which fragrances are priced above our average retail price?',
      true,
    );
    expect(flat(a)).toEqual(['Oud']);
  });

  it('"the average distance" over `distance_km_num` where columns end in `_txt`, `_int`, `_num`, `_dte`', async () => {
    const delivery =
      'delivery_id_int,driver_name_txt,scheduled_dte,distance_km_num\n1,Ann,2024-01-01,10\n2,Bob,2024-01-02,20\n';
    const product =
      'product_id_int,product_name_txt,length_num,unit_price_num\n1,Plank,2.4,5\n2,Beam,3.6,9\n';
    const a = await askWith(
      { delivery, product },
      'What is the average distance driven for a delivery?',
      true,
    );
    expect(a.rows.map((r) => Number(r[0]))).toEqual([15]);
  });
});

describe('round thirty-nine: the average of rows measured by one number', () => {
  it('"What is the average result for each determinand?" averages `result_val` (it had declined)', async () => {
    const determinand = 'det_name,std_unit\nAmmonia,mg/l\nNitrate,mg/l\n';
    const result = 'result_id,determinand,result_val\n1,Ammonia,0.2\n2,Ammonia,0.4\n3,Nitrate,5\n';
    const a = await askWith(
      { determinand, result },
      'What is the average result for each determinand?',
      true,
    );
    expect(sorted(a).map((r) => r.replace(/0000+\d/, ''))).toEqual(['["Ammonia",0.3]', '["Nitrate",5]']);
  });
});

describe('round thirty-nine: periods named loosely', () => {
  const hires =
    'hire_id,delivered_on\n1,2024-03-02\n2,2024-03-10\n3,2024-03-15\n4,2024-06-12\n5,2024-08-31\n6,2024-09-01\n7,2022-12-20\n8,2023-02-10\n9,2024-05-06\n';

  it('"early March 2024" is 1–10 March, "mid-June 2024" 11–20 June, "summer 2024" June to August', async () => {
    const a = await askWith(
      { hires },
      'Which hires were delivered in early March 2024? Give the hire ids.',
      true,
    );
    expect(sorted(a)).toEqual(['1', '2']);
    const b = await askWith({ hires }, 'How many hires were delivered in mid-June 2024?', true);
    expect(b.rows).toEqual([[1]]);
    const c = await askWith({ hires }, 'How many hires were delivered over the summer of 2024?', true);
    expect(c.rows).toEqual([[2]]);
  });

  it('"the winter of 2022/23" runs December to February; "the first week of May 2024" 1–7 May', async () => {
    const a = await askWith({ hires }, 'How many hires were delivered in the winter of 2022/23?', true);
    expect(a.rows).toEqual([[2]]);
    const b = await askWith({ hires }, 'How many hires were delivered in the first week of May 2024?', true);
    expect(b.rows).toEqual([[1]]);
  });

  it('a season that is a value in the data stays a value ("courses in Fall 2009")', async () => {
    const sections =
      'section_id,semester,year,started_on\n1,Fall,2009,2009-08-25\n2,Spring,2009,2009-02-01\n3,Fall,2010,2010-09-01\n';
    const a = await askWith({ sections }, 'How many sections ran in Fall 2009?', true);
    expect(a.rows).toEqual([[1]]);
  });
});

describe('round thirty-nine: periods abbreviated in names', () => {
  it('"the average monthly charge" over `mthly_chg` is one average, not one per month of another date', async () => {
    const tariff =
      'plan_cd,pymt_typ,mthly_chg,launch_dt\nA,POST,10,2024-01-05\nB,POST,20,2024-02-05\nC,PRE,5,2024-02-09\n';
    const a = await askWith({ tariff }, 'What is the average monthly charge of the postpaid tariffs?', true);
    expect(a.rows.map((r) => Number(r[0]))).toEqual([15]);
  });
});

describe('round thirty-nine: a period of the rows that refer to those asked about', () => {
  const customer = 'customer_id,name,opened_on\n1,Ann,2025-02-01\n2,Bob,2023-05-01\n3,Cy,2024-01-01\n';
  const orders =
    'order_id,customer_id,ordered_on,required_by\n1,1,2025-03-01,2025-03-10\n2,2,2024-06-01,2025-01-05\n3,3,2025-04-01,2025-04-03\n';

  it('"customers who placed no orders in 2025" dates the orders (of two dates, their own), not the customers', async () => {
    const a = await askWith({ customer, orders }, 'Which customers placed no orders in 2025?', true);
    expect(flat(a)).toEqual(['Bob']);
  });

  it('"no sales at all during 2024" and "more than 1 order since January 2025" date the related rows', async () => {
    const a = await askWith({ customer, orders }, 'Which customers had no orders at all during 2024?', true);
    expect(sorted(a)).toEqual(['"Ann"', '"Cy"']);
    const b = await askWith(
      { customer, orders },
      'Which customers have made at least 1 order since January 2025?',
      true,
    );
    expect(sorted(b)).toEqual(['"Ann"', '"Cy"']);
  });
});

describe('round thirty-nine: compared with the average of their own group', () => {
  it('"Which dogs weigh more than the average for their own breed?" averages within each breed', async () => {
    const dogs =
      'dog_id,name,breed,weight_kg\n1,Rex,Lab,30\n2,Max,Lab,34\n3,Bo,Pug,8\n4,Pip,Pug,6\n5,Tia,Lab,26\n';
    const a = await askWith({ dogs }, 'Which dogs weigh more than the average for their own breed?', true);
    expect(sorted(a)).toEqual(['"Bo"', '"Max"']);
  });

  it('"the average price for their scale"; "dearer than the average for their customer" through the reference', async () => {
    const locos =
      'loco_id,running_number,scale,purchase_price\n1,A1,N,50\n2,A2,N,70\n3,B1,O,200\n4,B2,O,100\n';
    const a = await askWith(
      { locos },
      'Which locos cost more than the average price for their scale? Show the running number.',
      true,
    );
    expect(sorted(a)).toEqual(['"A2"', '"B1"']);
    const customers = 'customer_id,name\n1,Ann\n2,Bob\n';
    const orders = 'order_id,customer_id,total\n1,1,10\n2,1,30\n3,2,100\n4,2,50\n';
    const b = await askWith(
      { customers, orders },
      'Which orders were dearer than the average order for their customer? Give the order ids.',
      true,
    );
    expect(sorted(b)).toEqual(['2', '3']);
  });
});

describe('round thirty-nine: the total of a thing said in the singular', () => {
  it('"What was the total honey harvest in each year?" sums the harvests\' weight, not how many there were', async () => {
    const harvest =
      'harvest_id,harvested_on,weight_kg,moisture_pct\n1,2023-07-01,12,17\n2,2023-08-01,8,18\n3,2024-07-09,20,16\n';
    const a = await askWith({ harvest }, 'What was the total honey harvest in each year?', true);
    expect(sorted(a)).toEqual(['[2023,20]', '[2024,20]']);
  });
});
