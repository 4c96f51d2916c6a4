/*
 * 三子棋II as the statement asks it: one board, at most 3 stones, read
 * with scanf, answered by a plain minimax on win / draw / loss.
 * @EXPECTED_RESULTS@: ACCEPTED
 */
#include <stdio.h>

char g[9];

int owns(char p)
{
	static const int l[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
		{0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	int i;
	for (i = 0; i < 8; i++)
		if (g[l[i][0]] == p && g[l[i][1]] == p && g[l[i][2]] == p)
			return 1;
	return 0;
}

/* +1: O (xiaoa) wins, -1: X (uim) wins, 0: draw; p to move. */
int play(char p)
{
	int i, best = p == 'O' ? -2 : 2, v, moved = 0;
	if (owns('O'))
		return 1;
	if (owns('X'))
		return -1;
	for (i = 0; i < 9; i++) {
		if (g[i] != '-')
			continue;
		g[i] = p;
		v = play(p == 'O' ? 'X' : 'O');
		g[i] = '-';
		moved = 1;
		if (p == 'O' ? v > best : v < best)
			best = v;
	}
	return moved ? best : 0;
}

int main(void)
{
	char row[3][8];
	int i, stones = 0, o = 0;
	scanf("%s %s %s", row[0], row[1], row[2]);
	for (i = 0; i < 9; i++) {
		g[i] = row[i / 3][i % 3];
		stones += g[i] != '-';
		o += g[i] == 'O';
	}
	i = play(2 * o == stones ? 'O' : 'X');
	puts(i > 0 ? "xiaoa will win." : i < 0 ? "uim will win."
						: "Dont know.");
	printf("%d\n", stones);
	return 0;
}
