/** Given and family names for demo students: a mix a real public middle school would have. */
// biome-ignore format: a name table reads best ten to a line
export const firstNames = [
  'Aaliyah', 'Aarav', 'Abigail', 'Adebayo', 'Aiden', 'Aisha', 'Alejandro', 'Amara', 'Amelia', 'Andre',
  'Anika', 'Ava', 'Benjamin', 'Bianca', 'Caleb', 'Camila', 'Carlos', 'Chloe', 'Daniel', 'Daniela',
  'David', 'Diego', 'Elena', 'Elijah', 'Emma', 'Ethan', 'Fatima', 'Gabriel', 'Grace', 'Hana',
  'Hannah', 'Hiroshi', 'Ibrahim', 'Imani', 'Isabella', 'Isaiah', 'Jamal', 'Jasmine', 'Javier', 'Jayden',
  'Ji-woo', 'Jonah', 'Kai', 'Kavya', 'Keanu', 'Layla', 'Leila', 'Liam', 'Lucas', 'Lucia',
  'Malik', 'Mariam', 'Mateo', 'Maya', 'Mei', 'Mia', 'Mohammed', 'Nadia', 'Naomi', 'Nathan',
  'Nia', 'Noah', 'Nora', 'Oliver', 'Omar', 'Priya', 'Rafael', 'Ravi', 'Rosa', 'Ryan',
  'Samuel', 'Santiago', 'Sara', 'Sofia', 'Tariq', 'Thandiwe', 'Theo', 'Valentina', 'Wei', 'Yusuf',
  'Zara', 'Zoe', 'Arjun', 'Ingrid', 'Kwame', 'Lena', 'Mason', 'Olivia', 'Quinn', 'Sienna',
];

// biome-ignore format: a name table reads best ten to a line
export const lastNames = [
  'Abdi', 'Adeyemi', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Banerjee', 'Bello', 'Brooks', 'Castillo',
  'Chen', 'Cho', 'Cohen', 'Cruz', 'Davis', 'Delgado', 'Dubois', 'Edwards', 'Fernandez', 'Fischer',
  'Flores', 'Garcia', 'Gomez', 'Gupta', 'Haddad', 'Hall', 'Hernandez', 'Hoang', 'Ibrahim', 'Ito',
  'Jackson', 'Johnson', 'Kapoor', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Lee', 'Lopez', 'Martin',
  'Martinez', 'Mendoza', 'Mensah', 'Miller', 'Moreno', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', "O'Brien",
  'Okafor', 'Okonkwo', 'Ortiz', 'Park', 'Patel', 'Perez', 'Petrov', 'Phillips', 'Quinn', 'Ramirez',
  'Reyes', 'Rivera', 'Robinson', 'Rossi', 'Santos', 'Schmidt', 'Shah', 'Silva', 'Singh', 'Sullivan',
  'Tanaka', 'Taylor', 'Thompson', 'Torres', 'Tran', 'Vasquez', 'Walker', 'Wang', 'Washington', 'Williams',
  'Wilson', 'Wright', 'Yamamoto', 'Yilmaz', 'Young', 'Zhang', 'Mwangi', 'Osei', 'Horvat', 'Lindqvist',
];
