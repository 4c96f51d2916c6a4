/*
 * 棋局评估 with the plainest search: minimax over the moves left, no
 * memo, as the statement's limits (T <= 5) allow.
 * @EXPECTED_RESULTS@: ACCEPTED
 */
#include <stdio.h>

int a[9];
int line[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
		  {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

int won(int p)
{
	int i;
	for (i = 0; i < 8; i++)
		if (a[line[i][0]] == p && a[line[i][1]] == p
		    && a[line[i][2]] == p)
			return 1;
	return 0;
}

int empty(void)
{
	int i, e = 0;
	for (i = 0; i < 9; i++)
		e += a[i] == 0;
	return e;
}

/* The score with p (1 Alice, 2 Bob) to move. */
int score(int p)
{
	int i, best = p == 1 ? -100 : 100, v;
	if (won(1))
		return empty() + 1;
	if (won(2))
		return -(empty() + 1);
	if (empty() == 0)
		return 0;
	for (i = 0; i < 9; i++) {
		if (a[i])
			continue;
		a[i] = p;
		v = score(3 - p);
		a[i] = 0;
		if ((p == 1 && v > best) || (p == 2 && v < best))
			best = v;
	}
	return best;
}

int main(void)
{
	int t, i;
	scanf("%d", &t);
	while (t--) {
		for (i = 0; i < 9; i++)
			scanf("%d", &a[i]);
		printf("%d\n", score(1));
	}
	return 0;
}
