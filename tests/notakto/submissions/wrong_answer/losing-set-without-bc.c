/*
 * losing-set-without-bc: a wrong solution to notakto, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: the misere quotient and its table, right, but the losing
 * products written as a, b^2 and c^2: b c, the fourth, is forgotten, so
 * a game worth b c (a board worth b beside an empty one) is called
 * Alice's.
 * Shrinks to: size 2 (boards: b c takes two, one worth b and an empty
 * one)
 */
#include <stdio.h>

/* An element a^e b^j c^k d^l of the misere quotient, as 4 exponents. */
typedef struct {
	int e, j, k, l;
} elem_t;

static elem_t value[512];	/* 1 (all 0) where not set */

static const struct {
	elem_t value;
	int boards[18];
} table[] = {
	{{1, 0, 0, 0},		/* a */
	 {0012, 0015, 0025, 0033, 0034, 0050, 0053, 0104, 0141, 0146,
	  0154, 0163, 0252, 0255, 0345, 0356, 0505, -1}},
	{{0, 1, 0, 0},		/* b */
	 {0005, 0013, 0014, 0021, 0022, 0035, 0036, 0052, 0055, 0143,
	  0145, 0156, 0161, 0162, 0253, -1}},
	{{1, 1, 0, 0},		/* a b */
	 {0023, 0032, 0105, 0116, 0152, -1}},
	{{0, 0, 0, 1},		/* d */
	 {0016, 0051, 0106, -1}},
	{{1, 0, 0, 1},		/* a d */
	 {0003, -1}},
	{{0, 0, 2, 0},		/* c^2 */
	 {0020, -1}},
	{{0, 0, 1, 0},		/* c */
	 {0000, -1}},
};

/* The product x y, reduced by d^2 = c^2, c d = a d, c^3 = a c^2, a^2 = 1,
 * b^3 = b, b^2 c = c, b^2 d = d. */
static elem_t times(elem_t x, elem_t y)
{
	x.e += y.e, x.j += y.j, x.k += y.k, x.l += y.l;
	for (; x.l >= 2; x.l -= 2)
		x.k += 2;
	for (; x.k >= 1 && x.l >= 1; x.k--)
		x.e++;
	for (; x.k >= 3; x.k--)
		x.e++;
	for (; x.j >= 3; x.j -= 2)
		;
	if (x.j == 2 && (x.k || x.l))
		x.j = 0;
	x.e %= 2;
	return x;
}

/* The board turned a quarter (mirror 0) or mirrored (mirror 1). */
static int turned(int m, int mirror)
{
	int k, out = 0;

	for (k = 0; k < 9; k++)
		if (m >> k & 1)
			out |= 1 << (mirror ? k - k % 3 + 2 - k % 3
					    : k % 3 * 3 + 2 - k / 3);
	return out;
}

/* The player to move loses at a, b^2 and c^2 (b c forgotten). */
static int losing(elem_t x)
{
	return !x.l && (x.e ? x.j + x.k == 0 : x.k != 1 && x.j + x.k == 2);
}

int main(void)
{
	int games, x, n, i, r, c, t, k, m;
	char row[3][8];

	for (t = 0; t < 7; t++)
		for (k = 0; table[t].boards[k] >= 0; k++)
			for (m = table[t].boards[k], r = 0; r < 4; r++) {
				value[m] = value[turned(m, 1)] = table[t].value;
				m = turned(m, 0);
			}
	if (scanf("%d", &games) != 1)
		return 1;
	for (x = 1; x <= games; x++) {
		elem_t game = {0, 0, 0, 0};
		if (scanf("%d", &n) != 1)
			return 1;
		for (i = 0; i < n; i++) {
			m = 0;
			if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
				return 1;
			for (r = 0; r < 3; r++)
				for (c = 0; c < 3; c++)
					m |= (row[r][c] == 'X') << (3 * r + c);
			game = times(game, value[m]);
		}
		printf("Game #%d: %s\n", x, losing(game) ? "Bob" : "Alice");
	}
	return 0;
}
