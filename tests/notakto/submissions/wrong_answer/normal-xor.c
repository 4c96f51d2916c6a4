/*
 * normal-xor: a wrong solution to notakto, kept to prove the tests
 * catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: Sprague-Grundy as in normal play: each board's Grundy value,
 * and Alice wins when their XOR is not 0.  But here the last move loses:
 * a board whose every move makes a line has Grundy value 1, and Alice,
 * to move on it alone, loses.
 */
#include <stdio.h>

static int line(int m)
{
	static const int lines[8] = {7, 56, 448, 73, 146, 292, 273, 84};
	int i;

	for (i = 0; i < 8; i++)
		if ((m & lines[i]) == lines[i])
			return 1;
	return 0;
}

/* The Grundy value of board m (bit 3 r + c an X): the least value none
 * of its moves has; a move that makes a line leaves a dead board, 0. */
static int grundy(int m)
{
	static int memo[512], known[512];
	int k, seen = 0, g = 0;

	if (known[m])
		return memo[m];
	for (k = 0; k < 9; k++)
		if (!(m >> k & 1))
			seen |= 1 << (line(m | 1 << k) ? 0
					: grundy(m | 1 << k));
	while (seen >> g & 1)
		g++;
	known[m] = 1;
	return memo[m] = g;
}

int main(void)
{
	int games, x, n, i, r, c;
	char row[3][8];

	if (scanf("%d", &games) != 1)
		return 1;
	for (x = 1; x <= games; x++) {
		int sum = 0, big = 0, ones = 0;
		if (scanf("%d", &n) != 1)
			return 1;
		for (i = 0; i < n; i++) {
			int m = 0, g;
			if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
				return 1;
			for (r = 0; r < 3; r++)
				for (c = 0; c < 3; c++)
					m |= (row[r][c] == 'X') << (3 * r + c);
			g = grundy(m);
			sum ^= g;
			big += g > 1;
			ones += g == 1;
		}
		printf("Game #%d: %s\n", x, sum ? "Alice" : "Bob");
		(void)big, (void)ones;
	}
	return 0;
}
