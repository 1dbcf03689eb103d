export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Emily', 'Mark', 'Megan', 'Steven', 'Laura', 'Andrew', 'Rachel', 'Kevin', 'Nicole', 'Brian', 'Amanda', 'Sean',
  'Kathleen', 'Ryan', 'Erin', 'Patrick', 'Maria', 'Luis', 'Ana', 'Carlos', 'Sofia', 'Wei', 'Mei', 'Raj', 'Priya', 'Omar', 'Leila',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson',
  'Carroll', 'Murphy', "O'Brien", 'Sullivan', 'Kowalski', 'Nowak', 'Russo', 'Esposito', 'Chen', 'Patel', 'Nguyen', 'Kim', 'Haddad',
];
